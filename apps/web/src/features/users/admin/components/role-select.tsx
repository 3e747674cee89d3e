import { useId } from 'react';
import { adminUserMessages } from '@sehat/core/messages';
import { roles, type Role } from '@sehat/core/user/limits';
import formStyles from '../../../../components/ui/form.module.css';
import styles from './user-form.module.css';

/** The role choice of spec §5: a real select with User and Admin. */
export function RoleSelect({
  value,
  error,
  onChange,
}: {
  value: Role;
  error?: string | undefined;
  onChange: (role: Role) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {adminUserMessages.form.role}
      </label>
      <select
        id={id}
        name="role"
        className={`${formStyles.input} ${styles.select}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {adminUserMessages.roleLabels[role]}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
