// GET /api/auth (spec point 7 "user and watchlist"): {user, watchlist} signed in, 401 JSON signed out,
// 404 where the garage is off. See app/models/garage.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { authApi } from "~/models/garage.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => authApi(context, request);
