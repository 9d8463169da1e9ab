import type { AgentNode, CashierShift } from '@khela/contracts/agents'
import { useState } from 'react'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { CounterForm } from './amount-form.tsx'
import { shiftCashForm, shopDepositForm, shopPayoutForm } from './counter-forms.ts'
import { useCloseShift, useOpenShift, useShopDeposit, useShopPayout } from './portal-queries.ts'
import { ShiftReport } from './shift-report.tsx'

/**
 * A shop cashier's counter: open a shift with the counted cash, take deposits for players (a receipt number to
 * write down), pay withdrawals by the player's code, and close with the counted cash to see the difference.
 */
export function CashierShiftPanel({ shop, shift }: { shop: AgentNode; shift: CashierShift | null }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, shop.currency, language)
  const openShift = useOpenShift()
  const closeShift = useCloseShift()
  const deposit = useShopDeposit()
  const payout = useShopPayout()
  const [closed, setClosed] = useState<CashierShift | null>(null)
  const [lastDone, setLastDone] = useState<string | null>(null)
  const countedCash = [
    { name: 'countedCash', label: t('partnerPortal.shift.countedCashLabel'), inputMode: 'decimal' },
  ] as const

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('partnerPortal.shop', { name: shop.name, float: money(shop.floatBalance) })}
      </p>
      {lastDone && (
        <p role="status" className="rounded-lg bg-night-800 px-3 py-2 text-sm text-gold-400">
          {lastDone}
        </p>
      )}
      {shift === null ? (
        <>
          {closed && (
            <section aria-label={t('partnerPortal.shift.closedTitle')} className="space-y-2">
              <h2 className="text-base font-bold text-white">{t('partnerPortal.shift.closedTitle')}</h2>
              <ShiftReport shift={closed} />
            </section>
          )}
          <CounterForm
            title={t('partnerPortal.shift.openTitle')}
            schema={shiftCashForm}
            fields={countedCash}
            submitLabel={t('partnerPortal.shift.open')}
            onSubmit={async (input) => {
              await openShift.mutateAsync(input.countedCash)
              setClosed(null)
              setLastDone(null)
            }}
          />
        </>
      ) : (
        <>
          <ShiftReport shift={shift} />
          <div className="grid gap-4 md:grid-cols-2">
            <CounterForm
              title={t('partnerPortal.deposit.title')}
              schema={shopDepositForm}
              fields={[
                { name: 'player', label: t('partnerPortal.deposit.player'), inputMode: 'text' },
                { name: 'amount', label: t('partnerPortal.deposit.amount'), inputMode: 'decimal' },
              ]}
              submitLabel={t('partnerPortal.deposit.submit')}
              onSubmit={async (input) => {
                const made = await deposit.mutateAsync(input)
                setLastDone(
                  t('partnerPortal.deposit.done', {
                    receipt: made.receiptNumber,
                    amount: money(made.amount),
                  }),
                )
                notify('success', t('partnerPortal.deposit.doneShort'))
              }}
            />
            <CounterForm
              title={t('partnerPortal.payout.title')}
              schema={shopPayoutForm}
              fields={[{ name: 'code', label: t('partnerPortal.payout.code'), inputMode: 'numeric' }]}
              submitLabel={t('partnerPortal.payout.submit')}
              onSubmit={async (input) => {
                const paid = await payout.mutateAsync(input)
                setLastDone(t('partnerPortal.payout.done', { amount: money(paid.amount) }))
                notify('success', t('partnerPortal.payout.doneShort'))
              }}
            />
          </div>
          <CounterForm
            title={t('partnerPortal.shift.closeTitle')}
            schema={shiftCashForm}
            fields={countedCash}
            submitLabel={t('partnerPortal.shift.close')}
            onSubmit={async (input) => {
              setClosed(await closeShift.mutateAsync(input.countedCash))
              setLastDone(null)
            }}
          />
        </>
      )}
    </div>
  )
}
