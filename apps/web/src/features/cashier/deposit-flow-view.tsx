import type { CashierMethod, PaymentGateway } from '@khela/contracts/cashier'
import { Wallet } from 'lucide-react'
import { type ReactNode, useEffect, useReducer, useRef } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { Tabs } from '../../components/ui/tabs.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { AmountStep } from './amount-step.tsx'
import { useCashierMethods } from './cashier-api.ts'
import { depositFlowReducer, initialDepositFlow } from './deposit-flow.ts'
import { DetailsStep } from './details-step.tsx'
import { MethodBadge } from './method-badge.tsx'

interface DepositFlowViewProps {
  /** The page takes a typed amount besides the tiles. */
  allowsTyping: boolean
  onDeposited: () => void
}

/** The deposit in three steps, one implementation for the header's modal and the /deposit page. */
export function DepositFlowView({ allowsTyping, onDeposited }: DepositFlowViewProps) {
  const { t } = useTranslation()
  const methods = useCashierMethods()
  const [flow, dispatch] = useReducer(depositFlowReducer, initialDepositFlow)
  const view = useRef<HTMLDivElement>(null)
  const shownStep = useRef(flow.step)
  // A new step replaces the one that had the focus: its heading takes it, so keyboard and screen reader users
  // go on from the top of the new step instead of from the page's start.
  useEffect(() => {
    if (shownStep.current === flow.step) return
    shownStep.current = flow.step
    view.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus()
  }, [flow.step])

  if (methods.isPending) return <Spinner label={t('cashier.methods.loading')} />
  if (methods.isError) {
    return (
      <EmptyState
        icon={Wallet}
        title={t('cashier.methods.failed')}
        body={errorMessage(methods.error)}
        action={
          <button type="button" onClick={() => methods.refetch()} className={buttonClass('outline')}>
            {t('actions.retry')}
          </button>
        }
      />
    )
  }

  const method = methods.data.deposit.find((candidate) => candidate.id === flow.methodId)
  let step: ReactNode
  if (flow.step === 'amount' && method) {
    step = (
      <AmountStep
        method={method}
        amount={flow.amount}
        isAmountMissing={flow.isAmountMissing}
        allowsTyping={allowsTyping}
        onAmount={(amount) => dispatch({ type: 'amount', amount })}
        onNext={() => dispatch({ type: 'next' })}
        onBack={() => dispatch({ type: 'back' })}
      />
    )
  } else if (flow.step === 'details' && method) {
    step = (
      <DetailsStep
        method={method}
        amount={flow.amount}
        attempts={{ read: () => flow.attempt, write: (attempt) => dispatch({ type: 'attempt', attempt }) }}
        onBack={() => dispatch({ type: 'back' })}
        onAmountMissing={() => dispatch({ type: 'next' })}
        onDeposited={() => {
          dispatch({ type: 'reset' })
          onDeposited()
        }}
      />
    )
  } else {
    step = (
      <MethodStep
        methods={methods.data.deposit}
        gateway={flow.gateway}
        onGateway={(gateway) => dispatch({ type: 'gateway', gateway })}
        onPick={(methodId) => dispatch({ type: 'method', methodId })}
      />
    )
  }
  return <div ref={view}>{step}</div>
}

const gatewayLabels = {
  MOBILE_BANKING: 'cashier.gateways.mobileBanking',
  BANK_TRANSFER: 'cashier.gateways.bankTransfer',
}

interface MethodStepProps {
  methods: CashierMethod[]
  gateway: PaymentGateway
  onGateway: (gateway: PaymentGateway) => void
  onPick: (methodId: string) => void
}

/** Step 1: the gateway tabs and their methods. */
export function MethodStep({ methods, gateway, onGateway, onPick }: MethodStepProps) {
  const { t } = useTranslation()
  const shown = methods.filter((method) => method.gateway === gateway)
  return (
    <>
      <h3 data-step-heading tabIndex={-1} className="sr-only">
        {t('cashier.methods.choose')}
      </h3>
      <Tabs
        look="buttons"
        label={t('cashier.gateways.label')}
        tabs={(['MOBILE_BANKING', 'BANK_TRANSFER'] as const).map((id) => ({
          id,
          label: t(gatewayLabels[id]),
        }))}
        selected={gateway}
        onSelect={onGateway}
      >
        {shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-400">{t('cashier.methods.none')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {shown.map((method) => (
              <li key={method.id}>
                <button
                  type="button"
                  onClick={() => onPick(method.id)}
                  className="flex w-full flex-col items-center gap-2 rounded-xl border border-night-600 bg-night-800 p-3 transition hover:border-gold-500"
                >
                  <MethodBadge method={method} />
                  <span className="text-sm font-semibold text-white">{method.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </>
  )
}
