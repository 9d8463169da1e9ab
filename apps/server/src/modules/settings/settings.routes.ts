import {
  accountSettings,
  accountSettingsInput,
  siteSettings,
  staffAccountSettings,
} from '@khela/contracts/settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { findAccountSettings } from './find-account-settings.ts'
import { findSiteSettings } from './find-site-settings.ts'
import { findStaffAccountSettings } from './find-staff-account-settings.ts'
import { updateAccountSettings } from './update-account-settings.ts'
import { updateSiteSettings } from './update-site-settings.ts'
import { updateStaffAccountSettings } from './update-staff-account-settings.ts'

/**
 * The back office's Settings. Reading the account settings needs the same permission as writing: they are
 * public already (GET /api/accounts/registration-settings), so a separate read permission would guard nothing.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  api.get(
    '/admin/settings/accounts',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: 'Password policy, minimum age, restricted countries, terms version and registration banner',
        response: { 200: accountSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAccountSettings(database.db)
    },
  )

  api.put(
    '/admin/settings/accounts',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: 'Replace the account settings; they apply from the next registration or password change',
        body: accountSettingsInput,
        response: { 200: accountSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return updateAccountSettings(app.services, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )

  api.get(
    '/admin/settings/staff-accounts',
    {
      // Whoever manages users reads it too: the back office offers them only the roles they may give.
      config: { permission: 'users.write' },
      schema: {
        tags: ['admin-settings'],
        summary: 'Whether staff other than administrators may create accounts and change roles',
        response: { 200: staffAccountSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findStaffAccountSettings(database.db)
    },
  )

  api.put(
    '/admin/settings/staff-accounts',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: 'Let staff who manage users create accounts and change roles, within their own permissions',
        body: staffAccountSettings,
        response: { 200: staffAccountSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return updateStaffAccountSettings(database.db, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )

  api.get(
    '/settings/site',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The operator's time zone, in which the site writes every time and starts every day",
        response: { 200: siteSettings },
      },
    },
    async (_request, reply) => {
      // One small read per page load; a minute's staleness after an admin changes the zone is harmless.
      reply.header('cache-control', 'public, max-age=60')
      return findSiteSettings(database.db)
    },
  )

  api.get(
    '/admin/settings/site',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: "The operator's time zone",
        response: { 200: siteSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findSiteSettings(database.db)
    },
  )

  api.put(
    '/admin/settings/site',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: "Change the operator's time zone (an IANA name such as Asia/Dhaka); audited",
        body: siteSettings,
        response: { 200: siteSettings },
      },
    },
    async (request) => {
      return updateSiteSettings(database.db, {
        staff: requireStaff(request),
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )
}
