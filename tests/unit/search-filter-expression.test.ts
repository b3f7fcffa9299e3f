// The site's own search filter (site.search_filters): parse, evaluate, print for Typesense.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import {
  FILTER_FIELDS,
  FILTER_FIELD_KINDS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  allOf,
  evaluate,
  parseFilterExpression,
  quoteFilterValue,
  toTypesenseFilter,
  type FilterAst,
  type FilterField,
} from "../../server/search/filter-expression";

function ast(src: string): FilterAst {
  const result = parseFilterExpression(src);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(src)} to parse: ${result.error}`);
  return result.ast;
}
const holds = (src: string, car: Record<string, unknown>) => evaluate(ast(src), car);

const car = {
  dealership_slug: "smith-motors",
  dealership_id: 7,
  location_id: 12,
  car_type: "used",
  make: "Land Rover",
  km: 45000,
  photos_count: 0,
  stocknum: "SMG12345",
  status: "in_stock",
  price: 39990,
  year: 2019,
  subscription_price: null,
  show_on_dealer_website: true,
  state: "QLD",
  city: "Brisbane",
  tag: null,
};

describe("an empty filter is no filter", () => {
  it.each(["", "   ", "\n\t"])("%j", (src) => {
    expect(parseFilterExpression(src)).toEqual({ ok: true, ast: { type: "all" } });
    expect(holds(src, {})).toBe(true);
    expect(toTypesenseFilter(ast(src))).toBe("");
  });
});

describe("operators", () => {
  it.each([
    ["car_type:=used", true],
    ["car_type:=new", false],
    ["car_type:used", true], // Typesense's bare ':' reads as equality here
    ["car_type:!=used", false],
    ["car_type:!=demo", true],
    ["car_type:[new, used]", true],
    ["car_type:=[new,demo]", false],
    ["car_type:!=[new, demo]", true],
    ["car_type:!=[used]", false],
    ["km:>45000", false],
    ["km:>44999.5", true],
    ["km:<45001", true],
    ["km:>=45000", true],
    ["km:<=44999", false],
    ["km:[40000..50000]", true],
    ["km:[45000..45000]", true],
    ["km:[0..100]", false],
    ["km:=45000", true],
    ["km:=045000", true],
    ["location_id:[11, 12]", true],
    ["photos_count:>0", false],
    ["make:=`Land Rover`", true],
    ["make:=`land rover`", true], // string matches ignore case
    ["make:[Toyota, `Land Rover`]", true],
    ["show_on_dealer_website:=true", true],
    ["show_on_dealer_website:=FALSE", false],
    ["stocknum:!=[ABC123, SMG12345]", false],
    ["stocknum:!=[ABC123, DEF456]", true],
    ["year:>=2018 && price:<40000", true],
  ] as const)("%s → %s", (src, want) => {
    expect(holds(src, car)).toBe(want);
  });

  it("double quotes in string values are stripped", () => {
    expect(ast('make:="Toyota"')).toEqual({ type: "match", field: "make", negate: false, values: ["Toyota"] });
    expect(ast('tag:=`Test Drive "Only"`')).toEqual({ type: "match", field: "tag", negate: false, values: ["Test Drive Only"] });
  });

  it("white space around ':' and operators is allowed, as Typesense allows it", () => {
    expect(ast("make: Toyota")).toEqual(ast("make:=Toyota"));
    expect(ast("km :> 5")).toEqual(ast("km:>5"));
    expect(ast("car_type: [ new , used ]")).toEqual(ast("car_type:[new,used]"));
  });
});

describe("the search's base filter fields", () => {
  // (available and not flagged sold) or sold within the retention window, and shown on dealer websites.
  const base = "show_on_dealer_website:=true && ((status:=[in_stock, coming_soon] && sold:!=true) || sold_date_timestamp:>1000)";
  it.each([
    [{ show_on_dealer_website: true, status: "in_stock", sold: false, sold_date_timestamp: null }, true],
    [{ show_on_dealer_website: true, status: "coming_soon", sold: false, sold_date_timestamp: null }, true],
    [{ show_on_dealer_website: false, status: "in_stock", sold: false, sold_date_timestamp: null }, false],
    [{ show_on_dealer_website: true, status: "in_stock", sold: true, sold_date_timestamp: null }, false],
    [{ show_on_dealer_website: true, status: "sold", sold: true, sold_date_timestamp: 1001 }, true],
    [{ show_on_dealer_website: true, status: "sold", sold: true, sold_date_timestamp: 1000 }, false],
  ] as const)("%j → %s", (c, want) => {
    expect(holds(base, c)).toBe(want);
  });

  it("types sold as a boolean and sold_date_timestamp as a number", () => {
    expect(FILTER_FIELD_KINDS.sold).toBe("boolean");
    expect(FILTER_FIELD_KINDS.sold_date_timestamp).toBe("number");
    expect(parseFilterExpression("sold_date_timestamp:>abc").ok).toBe(false);
  });
});

describe("missing fields", () => {
  const bare = { car_type: "used" };
  it.each([
    ["restricted_on_group_site:=true", false],
    ["restricted_on_group_site:!=true", true], // '!=' is exactly 'not =': a car without the flag is not restricted
    ["tag:!=[Special, `Test Drive Only`]", true],
    ["km:>0", false],
    ["km:<0", false],
    ["km:[0..100]", false],
    ["subscription_price:>0", false],
  ] as const)("%s → %s", (src, want) => {
    expect(holds(src, bare)).toBe(want);
    expect(holds(src, { ...bare, km: null, subscription_price: null, tag: null, restricted_on_group_site: undefined })).toBe(
      want,
    );
  });

  it("array fields match when any element matches; numeric strings count as numbers", () => {
    expect(holds("tag:=Special", { tag: ["Special", "Pre-order"] })).toBe(true);
    expect(holds("tag:!=Special", { tag: ["Special"] })).toBe(false);
    expect(holds("km:>10", { km: "11" })).toBe(true);
    expect(holds("km:>10", { km: "eleven" })).toBe(false);
    expect(holds("restricted_on_group_site:=true", { restricted_on_group_site: "true" })).toBe(true);
  });
});

describe("precedence and parentheses", () => {
  it("&& binds tighter than ||", () => {
    const src = "car_type:=new || car_type:=used && km:<1000";
    expect(ast(src)).toEqual({
      type: "or",
      clauses: [ast("car_type:=new"), { type: "and", clauses: [ast("car_type:=used"), ast("km:<1000")] }],
    });
    expect(holds(src, car)).toBe(false);
    expect(holds("(car_type:=new || car_type:=used) && km:<100000", car)).toBe(true);
    expect(holds("car_type:=new || (car_type:=used && km:<100000)", car)).toBe(true);
  });

  it("nested groups of the same kind are flattened", () => {
    expect(ast("km:=1 && (year:=1 && price:=1)")).toEqual({
      type: "and",
      clauses: [ast("km:=1"), ast("year:=1"), ast("price:=1")],
    });
    expect(ast("((km:=1))")).toEqual(ast("km:=1"));
  });

  it("a realistic group-site filter", () => {
    const src =
      "dealership_slug:=[smith-motors, jones-motors] && car_type:!=demo && restricted_on_group_site:!=true " +
      "&& photos_count:>=0 && stocknum:!=[ABC123, DEF456] && km:<=200000";
    expect(holds(src, car)).toBe(true);
    expect(holds(src, { ...car, restricted_on_group_site: true })).toBe(false);
    expect(holds(src, { ...car, dealership_slug: "other" })).toBe(false);
  });
});

describe("errors say what and where", () => {
  it.each([
    ["(car_type:=used", "missing ')'", 15],
    ["car_type:=used)", "unexpected ')'", 14],
    ["((car_type:=used)", "missing ')'", 17],
    ["colour:=red", "unknown field 'colour'", 0],
    ["car_type:=used && colour:=red", "unknown field 'colour'", 18],
    ["car_type:=", "expected a value", 10],
    ["car_type:= && make:=x", "expected a value", 11],
    ["car_type", "expected ':'", 8],
    ["&&&&", "expected a field name", 0],
    ["car_type:=used &&&& make:=x", "expected a field name", 17],
    ["car_type:=used &&", "expected a field name", 17],
    ["car_type:=used & make:=x", "expected '&&' or '||'", 15],
    ["|| car_type:=used", "expected a field name", 0],
    ["make:=Land Rover", "backticks", 11],
    ["km:>abc", "expected a number", 4],
    ["km:>", "expected a number", 4],
    ["make:>5", "'>' needs a number field", 5],
    ["km:[]", "empty list", 4],
    ["km:[1, 2", "missing ']'", 8],
    ["km:[100..10]", "range", 4],
    ["km:[1..2, 5]", "range", 4],
    ["km:!=[1..2]", "range", 6],
    ["km:>[1,2]", "list", 4],
    ["make:=`Land Rover", "unterminated backtick", 6],
    ["make:=``", "empty value", 6],
    ['make:=""', "empty value", 6],
    ["show_on_dealer_website:=maybe", "true or false", 24],
    ["km:=1e3", "expected a number", 4],
    ["km:>1234567890123456", "expected a number", 4],
    ["year:=2020)", "unexpected ')'", 10],
    ["()", "expected a field name", 1],
  ] as const)("%j: %s at %d", (src, message, position) => {
    const result = parseFilterExpression(src);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain(message);
    expect(result.position).toBe(position);
    expect(result.error).toContain(`column ${position + 1}`);
  });

  it("an unknown field lists the allowed ones", () => {
    const result = parseFilterExpression("colour:=red");
    expect(!result.ok && result.error).toContain("dealership_slug");
  });

  it("a 10 kB filter is refused without being parsed", () => {
    const big = Array.from({ length: 1000 }, () => "km:>1").join(" && ");
    expect(big.length).toBeGreaterThan(MAX_FILTER_LENGTH);
    const result = parseFilterExpression(big);
    expect(result).toMatchObject({ ok: false, position: MAX_FILTER_LENGTH });
    expect(!result.ok && result.error).toContain("too long");
  });

  it("deep nesting is refused, not a stack overflow", () => {
    const deep = `${"(".repeat(MAX_FILTER_DEPTH + 1)}km:>1${")".repeat(MAX_FILTER_DEPTH + 1)}`;
    expect(parseFilterExpression(deep)).toMatchObject({ ok: false, position: MAX_FILTER_DEPTH });
    const ok = `${"(".repeat(MAX_FILTER_DEPTH)}km:>1${")".repeat(MAX_FILTER_DEPTH)}`;
    expect(parseFilterExpression(ok).ok).toBe(true);
  });
});

describe("Typesense filter_by", () => {
  it.each([
    ["car_type:used", "car_type:=`used`"],
    ["car_type:!=[new, demo]", "car_type:!=[`new`, `demo`]"],
    ["make:=`Land Rover`", "make:=`Land Rover`"],
    ["km:>=100 && km:[1..2.5]", "km:>=100 && km:[1..2.5]"],
    ["km:=0100", "km:=100"],
    ["show_on_dealer_website:=TRUE", "show_on_dealer_website:=true"],
    ["(car_type:=new || car_type:=demo) && year:>2020", "(car_type:=`new` || car_type:=`demo`) && year:>2020"],
    ["car_type:=new || car_type:=demo && year:>2020", "car_type:=`new` || car_type:=`demo` && year:>2020"],
  ])("%s → %s", (src, out) => {
    expect(toTypesenseFilter(ast(src))).toBe(out);
  });

  it("allOf combines filters with AND, skipping empty ones", () => {
    expect(toTypesenseFilter(allOf(ast(""), ast("km:>1"), ast("year:>2 || year:<1")))).toBe("km:>1 && (year:>2 || year:<1)");
    expect(allOf()).toEqual({ type: "all" });
    expect(allOf(ast(""), ast("km:>1"))).toEqual(ast("km:>1"));
  });

  it("quoteFilterValue backtick-quotes a value and strips quotes", () => {
    expect(quoteFilterValue('Test Drive "Only"')).toBe("`Test Drive Only`");
    expect(quoteFilterValue("a`b")).toBe("`ab`");
  });
});

// ---------------------------------------------------------------- properties

const NUMBER_FIELDS: FilterField[] = FILTER_FIELDS.filter((f) => FILTER_FIELD_KINDS[f] === "number");
const BOOLEAN_FIELDS: FilterField[] = FILTER_FIELDS.filter((f) => FILTER_FIELD_KINDS[f] === "boolean");
const TEXT_FIELDS = FILTER_FIELDS.filter((f) => !NUMBER_FIELDS.includes(f) && !BOOLEAN_FIELDS.includes(f));

const num = fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100));
const text = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
  .map((s) => s.replace(/[`"]/g, ""))
  .filter((s) => s !== "");

const leaf: fc.Arbitrary<FilterAst> = fc.oneof(
  fc.record({
    type: fc.constant("match" as const),
    field: fc.constantFrom(...TEXT_FIELDS),
    negate: fc.boolean(),
    values: fc.array(text, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant("match" as const),
    field: fc.constantFrom(...NUMBER_FIELDS),
    negate: fc.boolean(),
    values: fc.array(num.map(String), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant("match" as const),
    field: fc.constantFrom(...BOOLEAN_FIELDS),
    negate: fc.boolean(),
    values: fc.constantFrom("true", "false").map((b) => [b]),
  }),
  fc.record({
    type: fc.constant("compare" as const),
    field: fc.constantFrom(...NUMBER_FIELDS),
    op: fc.constantFrom(">" as const, "<" as const, ">=" as const, "<=" as const),
    value: num,
  }),
  fc
    .record({ field: fc.constantFrom(...NUMBER_FIELDS), a: num, b: num })
    .map(({ field, a, b }) => ({ type: "range" as const, field, min: Math.min(a, b), max: Math.max(a, b) })),
);

// Normalised trees, as the parser builds them: no and directly under and, no or under or.
const { tree } = fc.letrec<{ tree: FilterAst; and: FilterAst; or: FilterAst }>((tie) => ({
  tree: fc.oneof({ depthSize: "small", maxDepth: 6, withCrossShrink: true }, leaf, tie("and"), tie("or")),
  and: fc
    .array(fc.oneof(leaf, tie("or")), { minLength: 2, maxLength: 3 })
    .map((clauses) => ({ type: "and" as const, clauses })),
  or: fc
    .array(fc.oneof(leaf, tie("and")), { minLength: 2, maxLength: 3 })
    .map((clauses) => ({ type: "or" as const, clauses })),
}));

const TOKENS = ["car_type", "km", "make", "colour", ":", ":=", ":!=", ":>", ":<=", "&&", "||", "(", ")", "[", "]", ",", "..", "`", '"', " ", "used", "12", "-1.5", "&", "|", "true"];

describe("properties", () => {
  it("parse(toTypesenseFilter(ast)) gives the same tree back", () => {
    fc.assert(
      fc.property(tree, (t) => {
        const printed = toTypesenseFilter(t);
        fc.pre(printed.length <= MAX_FILTER_LENGTH); // longer filters are refused by design
        expect(parseFilterExpression(printed)).toEqual({ ok: true, ast: t });
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it("never throws: any string is a tree or an error with a position inside it", () => {
    const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 30 }).map((t) => t.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), soup), (src) => {
        const result = parseFilterExpression(src);
        if (result.ok) {
          expect(typeof evaluate(result.ast, car)).toBe("boolean");
          expect(typeof toTypesenseFilter(result.ast)).toBe("string");
        } else {
          expect(result.position).toBeGreaterThanOrEqual(0);
          expect(result.position).toBeLessThanOrEqual(src.length);
          expect(result.error).toMatch(/column \d+/);
        }
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it("evaluate never throws, whatever the car holds", () => {
    const anyValue = fc.oneof(fc.anything(), fc.array(fc.anything(), { maxLength: 3 }));
    const anyCar = fc.dictionary(fc.constantFrom(...FILTER_FIELDS), anyValue);
    fc.assert(
      fc.property(tree, anyCar, (t, c) => {
        expect(typeof evaluate(t, c)).toBe("boolean");
      }),
      { numRuns: propertyRuns() },
    );
  });

  it("'!=' is the negation of '=', also for missing fields", () => {
    fc.assert(
      fc.property(tree.filter((t) => t.type === "match"), fc.dictionary(fc.constantFrom(...FILTER_FIELDS), fc.anything()), (t, c) => {
        if (t.type !== "match") return;
        expect(evaluate({ ...t, negate: !t.negate }, c)).toBe(!evaluate(t, c));
      }),
      { numRuns: propertyRuns() },
    );
  });
});
