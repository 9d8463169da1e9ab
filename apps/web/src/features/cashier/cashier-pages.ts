/**
 * The cashier's pages and deposit modal as one lazy module: the router and the modal host import them from here,
 * so the lobby's start-up code names one cashier chunk to preload instead of one per shared piece.
 */
export { DepositModal } from './deposit-modal.tsx'
export { DepositPage } from './deposit-page.tsx'
export { PaymentHistoryPage } from './payment-history-page.tsx'
export { WithdrawalPage } from './withdrawal-page.tsx'
