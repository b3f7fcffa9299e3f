// A native <dialog> opened by a button: the enhanced version of a widget that, without JavaScript,
// is a <details> disclosure or a link to a page of its own.
import { useRef, type ReactNode } from "react";

export function DialogButton({
  id,
  label,
  title,
  buttonClassName = "btn btn--small btn--outline",
  dialogClassName = "",
  children,
}: {
  id: string;
  label: string;
  title: string;
  buttonClassName?: string;
  dialogClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  return (
    <>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" aria-controls={id} onClick={() => ref.current?.showModal()}>
        {label}
      </button>
      <dialog
        id={id}
        ref={ref}
        className={dialogClassName}
        aria-labelledby={titleId}
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        onClick={(event) => {
          if (event.target === ref.current) ref.current.close();
        }}
      >
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <form method="dialog">
            <button type="submit" className="dialog__close" aria-label="Close">
              ×
            </button>
          </form>
        </div>
        <div className="dialog__body">{children}</div>
      </dialog>
    </>
  );
}
