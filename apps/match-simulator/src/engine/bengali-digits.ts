const digits = '০১২৩৪৫৬৭৮৯'

/** Writes the ASCII digits of a text in Bengali digits: "12.3" → "১২.৩". */
export const inBengaliDigits = (text: string | number) =>
  String(text).replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit)
