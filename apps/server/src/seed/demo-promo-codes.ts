const day = 24 * 60 * 60 * 1000

/** One code to try at registration, and one that has run out, so both answers can be seen. */
export function demoPromoCodes(now = new Date()) {
  return [
    {
      code: 'KHELA2026',
      validFrom: new Date(now.getTime() - day),
      validUntil: new Date(now.getTime() + 365 * day),
    },
    {
      code: 'DIWALI2025',
      validFrom: new Date('2025-10-15T00:00:00Z'),
      validUntil: new Date('2025-11-05T00:00:00Z'),
    },
  ]
}
