// The visitor's chat form: name and mobile with the first message, the message alone after. The
// same fields post to /chat without JavaScript and are sent as JSON by the dialog. The first message
// carries the lead forms' captcha (its widget loaded when the form is first touched).
import type { FormEvent } from "react";
import { Captcha } from "~/components/forms/Captcha";

export interface ChatFormProps {
  /** True once the conversation exists: only the message is asked for. */
  started: boolean;
  fieldErrors?: Partial<Record<"name" | "phone" | "message" | "altcha", string>>;
  values?: Partial<Record<"name" | "phone" | "message", string>>;
  phoneExample: string;
  /** Unique per form on a page (the dialog and the /chat page). */
  idPrefix: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  /** The first message's captcha: the signed start time; null when started or turned off. */
  captcha?: { formStarted: string } | null;
  /** Changes with every answer from the server: the captcha's widget starts over. */
  answer?: unknown;
}

function Input({ name, label, type, idPrefix, error, value, hint, autoComplete }: {
  name: "name" | "phone";
  label: string;
  type: "text" | "tel";
  idPrefix: string;
  error?: string;
  value?: string;
  hint?: string;
  autoComplete: string;
}) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="chat-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input id={id} name={name} type={type} required autoComplete={autoComplete} defaultValue={value} maxLength={name === "phone" ? 40 : 100} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ChatForm({ started, fieldErrors = {}, values = {}, phoneExample, idPrefix, onSubmit, busy, captcha, answer }: ChatFormProps) {
  const messageId = `${idPrefix}-message`;
  return (
    <form method="post" action="/chat" className="chat-form" onSubmit={onSubmit} noValidate={Boolean(onSubmit)}>
      {!started && (
        <>
          <Input name="name" label="Your name" type="text" idPrefix={idPrefix} error={fieldErrors.name} value={values.name} autoComplete="name" />
          <Input name="phone" label="Mobile number" type="tel" idPrefix={idPrefix} error={fieldErrors.phone} value={values.phone} autoComplete="tel" hint={`For example ${phoneExample}`} />
        </>
      )}
      <div className="field">
        <label htmlFor={messageId}>{started ? "Your message" : "Message"}</label>
        <textarea id={messageId} name="message" required rows={3} defaultValue={values.message} aria-invalid={fieldErrors.message ? true : undefined} aria-describedby={fieldErrors.message ? `${messageId}-error` : undefined} />
        {fieldErrors.message && (
          <p className="field-error" id={`${messageId}-error`}>
            {fieldErrors.message}
          </p>
        )}
      </div>
      {!started && captcha && <Captcha formId={idPrefix} formStarted={captcha.formStarted} error={fieldErrors.altcha} resetKey={answer} />}
      <button type="submit" className="btn" disabled={busy}>
        Send
      </button>
    </form>
  );
}
