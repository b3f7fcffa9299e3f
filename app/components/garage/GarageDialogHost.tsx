// Mounted on sites with the garage on: loads the sign-in dialog's code on demand, the first time the
// star or the header asks for it, so no page pays for it up front.
import { lazy, Suspense, useEffect, useState } from "react";
import { onOpenSignIn } from "./account";

const SignInDialog = lazy(() => import("./SignInDialog"));

export function GarageDialogHost({ base, site, analytics }: { base: string; site: string; analytics: boolean }) {
  const [opened, setOpened] = useState(0);
  useEffect(() => onOpenSignIn(() => setOpened((n) => n + 1)), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog base={base} site={site} analytics={analytics} opened={opened} />
    </Suspense>
  );
}
