export { Field, type FieldIds, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
export { DateField, PhoneField, type MaskedFieldProps } from './MaskedField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { PHONE_MASK, formatPhone } from './masks';
