import type {
  AdminCategoryCreate,
  AdminCategoryPage,
  AdminCategoryRow,
  AdminCategoryUpdate,
  AdminGamePage,
  AdminGameRow,
  AdminGameUpdate,
  AdminProviderList,
} from '@khela/contracts/admin-catalog'
import type {
  GameFileUpload,
  GameImportReport,
  ProviderCredentialsUpdate,
  ProviderCredentialsView,
} from '@khela/contracts/provider-setup'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const games = endpoint<{ query: QueryInit; response: AdminGamePage }>()(
  'GET',
  '/api/admin/catalog/games',
)
export const updateGame = endpoint<{ body: AdminGameUpdate; response: AdminGameRow }>()(
  'PATCH',
  '/api/admin/catalog/games/:id',
)
export const categories = endpoint<{ query: QueryInit; response: AdminCategoryPage }>()(
  'GET',
  '/api/admin/catalog/categories',
)
export const createCategory = endpoint<{ body: AdminCategoryCreate; response: AdminCategoryRow }>()(
  'POST',
  '/api/admin/catalog/categories',
)
export const updateCategory = endpoint<{ body: AdminCategoryUpdate; response: AdminCategoryRow }>()(
  'PATCH',
  '/api/admin/catalog/categories/:id',
)
export const deleteCategory = endpoint<{ response: undefined }>()(
  'DELETE',
  '/api/admin/catalog/categories/:id',
)
export const providers = endpoint<{ response: AdminProviderList }>()('GET', '/api/admin/catalog/providers')
export const importGameFile = endpoint<{ body: GameFileUpload; response: GameImportReport }>()(
  'POST',
  '/api/admin/catalog/providers/:code/game-file',
)
export const providerCredentials = endpoint<{ response: ProviderCredentialsView }>()(
  'GET',
  '/api/admin/catalog/providers/:code/credentials',
)
export const saveProviderCredentials = endpoint<{
  body: ProviderCredentialsUpdate
  response: ProviderCredentialsView
}>()('PUT', '/api/admin/catalog/providers/:code/credentials')
