// The phone display of spec section 9: '+{code}(0)' and then the national number, its leading 0
// dropped, in groups of 3, 3 and the rest.

/** '+66(0)812-345-678' of code '66' and number '0812345678'; '' when there is no number. */
export function formatPhone(code: string | null | undefined, number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '').replace(/^0/, '')
  if (!digits) return ''
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean)
  const dialCode = (code ?? '').replace(/\D/g, '')
  return `${dialCode ? `+${dialCode}(0)` : ''}${groups.join('-')}`
}
