/** Every back-office cashier query lives under this key, so a decision or a realtime hint refreshes them all. */
export const adminCashierQueryKey = ['admin', 'cashier'] as const
export const adminDepositsQueryKey = [...adminCashierQueryKey, 'deposits'] as const
export const adminWithdrawalsQueryKey = [...adminCashierQueryKey, 'withdrawals'] as const
export const pendingCountsQueryKey = [...adminCashierQueryKey, 'pending'] as const
export const adminMethodsQueryKey = [...adminCashierQueryKey, 'methods'] as const
export const cashierSettingsQueryKey = [...adminCashierQueryKey, 'settings'] as const
