import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { users } from '../db/schema/auth.ts'
import { kycSubmissions } from '../db/schema/kyc.ts'
import { decideKyc } from '../modules/kyc/decide-kyc.ts'
import { createKycImageStore } from '../modules/kyc/kyc-image-store.ts'
import { storeKycImage } from '../modules/kyc/store-kyc-image.ts'
import { submitKyc } from '../modules/kyc/submit-kyc.ts'
import { addShopCashier } from '../modules/partners/add-shop-cashier.ts'
import { createAgentNode } from '../modules/partners/create-agent-node.ts'
import { moveFloat } from '../modules/partners/move-float.ts'
import type { Services } from '../services.ts'
import { demoAgentPartners, demoStaffEmail } from './demo-accounts.ts'

const taka = (amount: number) => amount * 100

/**
 * A small agent network for the demo: a super agent → a master agent → `agent@khela.local` → a shop with
 * `cashier@khela.local`, each with a credit limit and float moved down from the operator, made through the same
 * operations (and audit) as staff would.
 */
export async function seedDemoAgentTree(services: Services, admin: { id: string; password: string }) {
  const { db } = services.database
  const staff = { id: admin.id, role: 'admin' } as SessionUser
  const partner = async (email: string, name: string) => {
    const { user } = await services.auth.api.signUpEmail({ body: { email, password: admin.password, name } })
    await db.update(users).set({ role: 'agent', emailVerified: true }).where(eq(users.id, user.id))
    await approveDemoIdentity(services, { id: user.id, role: 'agent' } as SessionUser, staff)
    return user.id
  }
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoStaffEmail('agent')))
  if (!agent) throw new Error('the demo agent account is seeded first')
  await approveDemoIdentity(services, { id: agent.id, role: 'agent' } as SessionUser, staff)
  const levels = [
    {
      name: 'Dhaka Super Agent',
      userId: await partner(demoAgentPartners.superAgent.email, demoAgentPartners.superAgent.name),
      creditLimit: 0,
      float: 500_000,
      casinoBp: 100,
      sportsbookBp: 100,
    },
    {
      name: 'Mirpur Master Agent',
      userId: await partner(demoAgentPartners.masterAgent.email, demoAgentPartners.masterAgent.name),
      creditLimit: 50_000,
      float: 200_000,
      casinoBp: 200,
      sportsbookBp: 150,
    },
    {
      name: 'Mirpur 10 Agent',
      userId: agent.id,
      creditLimit: 20_000,
      float: 100_000,
      casinoBp: 500,
      sportsbookBp: 300,
    },
    {
      name: 'Mirpur 10 Shop',
      userId: null,
      creditLimit: 10_000,
      float: 50_000,
      casinoBp: 0,
      sportsbookBp: 0,
    },
  ]
  let parentId: string | null = null
  for (const level of levels) {
    const node = await createAgentNode(db, {
      staff,
      input: {
        parentId,
        name: level.name,
        userId: level.userId,
        creditLimit: taka(level.creditLimit),
        dailyOperationLimit: taka(1_000_000),
        commissionCasinoBp: level.casinoBp,
        commissionSportsbookBp: level.sportsbookBp,
      },
      ipAddress: null,
    })
    await moveFloat(db, {
      actor: staff,
      isStaff: true,
      idempotencyKey: `demo-float:${node.id}`,
      input: { nodeId: node.id, direction: 'down', amount: taka(level.float) },
      ipAddress: null,
    })
    parentId = node.id
  }
  if (!parentId) throw new Error('the demo shop was not made')
  const cashierId = await partner(demoAgentPartners.cashier.email, demoAgentPartners.cashier.name)
  await addShopCashier(db, { staff, shopId: parentId, input: { userId: cashierId }, ipAddress: null })
}

/**
 * A partner's identity check as the operator would have it: three pictures (plain colour cards) uploaded, a national
 * ID submitted and approved by the demo admin, through the same operations as the site and the back office.
 */
async function approveDemoIdentity(services: Services, partner: SessionUser, staff: SessionUser) {
  const { db } = services.database
  const store = createKycImageStore(services.config.uploadDir)
  const picture = async (red: number) => {
    const bytes = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: red, g: 120, b: 160 } },
    })
      .png()
      .toBuffer()
    return (await storeKycImage(db, store, { userId: partner.id, bytes })).id
  }
  await submitKyc(db, {
    player: partner,
    input: {
      documentType: 'national_id',
      documentNumber: `19900${partner.id.replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`,
      frontImageId: await picture(40),
      backImageId: await picture(90),
      selfieImageId: await picture(140),
    },
  })
  const [submission] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, partner.id))
  if (!submission) throw new Error('the demo partner identity check was not submitted')
  await decideKyc(db, {
    staff,
    submissionId: submission.id,
    input: { decision: 'approve', reason: '' },
    ipAddress: null,
  })
}
