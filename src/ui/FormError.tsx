import './formError.css';

/** Why a submit failed, announced at once (role alert) under the form's fields. Nothing when there is no message. */
export function FormError({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
