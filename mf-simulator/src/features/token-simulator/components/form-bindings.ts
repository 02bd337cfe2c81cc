import type { ScenarioForm, ScenarioFormAction } from '../model/scenario-form';

/** What every section receives: the form (text, errors, valid scenario) and the way to edit it. */
export type SectionProps = {
  form: ScenarioForm;
  onEdit: (action: ScenarioFormAction) => void;
};

/** Props for a TextField bound to one scenario field. */
export function bindText({ form, onEdit }: SectionProps, key: string) {
  return {
    value: form.fields[key] ?? '',
    error: form.fieldErrors[key],
    onValueChange: (value: string) => onEdit({ type: 'edit', key, value }),
  };
}

/** Props for a CheckboxField bound to a boolean field ('1' / '0' in the form, as in the URL). */
export function bindCheckbox({ form, onEdit }: SectionProps, key: string) {
  return {
    checked: form.fields[key] === '1',
    onCheckedChange: (checked: boolean) => onEdit({ type: 'edit', key, value: checked ? '1' : '0' }),
  };
}

/** Props for a ChoiceField bound to an enum field. */
export function bindChoice({ form, onEdit }: SectionProps, key: string) {
  return {
    value: form.fields[key] ?? '',
    onValueChange: (value: string) => onEdit({ type: 'edit', key, value }),
  };
}
