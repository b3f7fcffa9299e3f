// "Vehicle-type loading animation" (spec point 2): what drives across while a dialog or a form step
// loads is the kind of vehicle the site sells.

export type LoadingVehicle = "car" | "motorcycle" | "caravan" | "truck";

export function loadingVehicle(template: string): LoadingVehicle {
  if (template === "motorcycle") return "motorcycle";
  if (template === "camper") return "caravan";
  if (template === "truck") return "truck";
  return "car";
}
