// /admin/dashboard.csv?from=&to=: the dashboard's numbers as a CSV download, behind the inbox password.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { dashboardCsv } from "~/models/admin-dashboard.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => dashboardCsv(context, request);
