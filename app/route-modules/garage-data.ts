// {garage base}/data.json: the signed-in visitor's data as a JSON download (app/models/garage.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { garageDataDownload } from "~/models/garage.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => garageDataDownload(context, request);
