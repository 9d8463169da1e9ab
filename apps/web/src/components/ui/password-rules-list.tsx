import { type PasswordPolicy, passwordProblems } from '@khela/contracts/accounts'
import { Check, X } from 'lucide-react'
import { useTranslation } from '../../lib/i18n.ts'
import { passwordRules } from '../../lib/password-rules.ts'

/** The operator's password policy beside the field, each rule ticked off as the player types. */
export function PasswordRulesList({ password, policy }: { password: string; policy: PasswordPolicy }) {
  const { t } = useTranslation()
  const broken = new Set(passwordProblems(password, policy))
  const values = { minLength: policy.minLength, maxLength: policy.maxLength ?? '' }
  return (
    <ul className="space-y-0.5 text-xs">
      {passwordRules(policy).map((rule) => {
        const isMet = password !== '' && !broken.has(rule)
        const Icon = isMet ? Check : X
        return (
          <li
            key={rule}
            className={`flex items-center gap-1.5 ${isMet ? 'text-jade-400' : 'text-slate-400'}`}
          >
            <Icon aria-hidden size={14} />
            <span>
              {t(`auth.passwordRules.${rule}`, values)}
              <span className="sr-only">
                {' '}
                ({t(isMet ? 'auth.passwordRules.met' : 'auth.passwordRules.notMet')})
              </span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
