// The one dialog of the site: a native <dialog> (modal, so the browser traps focus, closes it on
// Escape and returns focus to the opener), a head with its title and a close button, and a body.
// Without JavaScript no dialog opens: its opener is a <details> disclosure or a link to a page of
// its own. Two openers: a button over content already on the page (DialogButton), and a link whose
// page's form is loaded into the dialog on first open (useLinkDialog).
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useFetcher } from "@remix-run/react";
import { dialogLoadHref, isUnreachable, opensDialog, type UNREACHABLE } from "~/lib/link-dialog-load";

export interface DialogFrameProps {
  dialogRef: RefObject<HTMLDialogElement>;
  id?: string;
  className?: string;
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  /** The close button's class and content; by default a × named 'Close'. */
  closeButton?: { className: string; children: ReactNode };
  /** Called once the dialog has closed, whichever way. */
  onClose?: () => void;
  /** A click on the backdrop (the dialog element itself, outside its content) closes it. */
  closeOnBackdrop?: boolean;
  /** Before the head, e.g. a stylesheet the hosting page may not link. */
  before?: ReactNode;
  children: ReactNode;
}

export function DialogFrame({
  dialogRef,
  id,
  className,
  titleId,
  title,
  titleClassName = "dialog__title",
  closeButton,
  onClose,
  closeOnBackdrop = false,
  before,
  children,
}: DialogFrameProps) {
  return (
    <dialog
      id={id}
      ref={dialogRef}
      className={className}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === dialogRef.current) dialogRef.current.close();
            }
          : undefined
      }
    >
      {before}
      <div className="dialog__head">
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        <form method="dialog">
          {closeButton ? (
            <button type="submit" className={closeButton.className}>
              {closeButton.children}
            </button>
          ) : (
            <button type="submit" className="dialog__close" aria-label="Close">
              ×
            </button>
          )}
        </form>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}

/** A button that opens a dialog over content rendered with the page. */
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
  return (
    <>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" aria-controls={id} onClick={() => ref.current?.showModal()}>
        {label}
      </button>
      <DialogFrame dialogRef={ref} id={id} className={dialogClassName} titleId={`${id}-title`} title={title} closeOnBackdrop>
        {children}
      </DialogFrame>
    </>
  );
}

/**
 * A link to a form's own page that, with JavaScript and <dialog> support, opens a dialog instead
 * and loads that page's loader data into it. A click meant for a new tab still follows the link.
 * The dialog's content mounts on the first open and stays (`opened`): it holds the fetcher
 * (useLinkDialogData), so a page of 21 cards runs no fetcher until one is clicked, and a form
 * loaded once is there again when the dialog reopens.
 */
export function useLinkDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  // Opened again before the last close event came (input runs ahead of it): the dialog is still
  // mounted, so it shows again now, and that late event finds it open and is ignored.
  const show = () => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    setOpen(true);
    setOpened(true);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensDialog(event)) return;
    event.preventDefault();
    show();
  };
  const onClose = () => {
    if (!dialogRef.current?.open) setOpen(false);
  };

  return { dialogRef, open, opened, onClick, onClose, show };
}


/** The loader data of a link dialog's page, fetched on each open until it has come (a failed load
 * is tried again); `failed` once a load has ended without it, the network's failure included
 * (~/lib/link-dialog-load: the page's clientLoader keeps it from the route's error boundary). */
export function useLinkDialogData<T>(href: string, open: boolean) {
  const loader = useFetcher<T | typeof UNREACHABLE>();
  const [tried, setTried] = useState(false);
  const { state, load } = loader;
  const data = isUnreachable(loader.data) ? undefined : loader.data;
  useEffect(() => {
    if (!open || state !== "idle" || data) return;
    setTried(true);
    load(dialogLoadHref(href));
  }, [open]); // on opening only, not as the load's state moves
  return { data, failed: tried && state === "idle" && !data };
}

/** A link dialog's word when its form did not load: the form's own page is one link away. */
export function DialogLoadFailed({ href }: { href: string }) {
  return (
    <p role="alert" className="alert alert--destructive">
      The form could not be loaded. <a href={href}>Open it on its own page</a>.
    </p>
  );
}
