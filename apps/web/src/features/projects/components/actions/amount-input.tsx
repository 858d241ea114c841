import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A field for kroner or hours that shows exactly what was typed. Mantine's NumberInput drops what it does
 * not accept (a minus sign, a letter), so '-5' read as 5 and was sent as a binding offer (issue 34); here
 * the text stays as typed and the shared schema (`parseAmountText`) refuses it with a message instead.
 * `inputMode` still brings up the number keyboard on a phone.
 */
export function AmountInput(props: TextInputProps) {
  return <TextInput inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}

/** A stored amount as the field shows it in Danish: 250.5 as '250,5', nothing as ''. */
export const amountFieldText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount).replace('.', ',');
