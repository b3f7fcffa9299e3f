// One catalogue entry: m is the model name; b badges (low to high grade), s series, body/fuel/drive/tr
// the simple_* choices, p the new price range (local currency, lowest .. highest badge), y the first
// model year on sale (yMax the last), w its weight in stock, cat categories, f optional features.
export const M = (m, o) => ({ m, ...o });
