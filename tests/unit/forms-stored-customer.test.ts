import { describe, expect, it } from "vitest";
import type { FieldDeclaration, FormDeclaration } from "~/lib/forms/declaration";
import { STORED_CUSTOMER_FIELDS, prefillFromStoredCustomer, toStoredCustomer } from "~/lib/forms/stored-customer";

const f = (type: FieldDeclaration["type"], name: string) => ({ type, name, label: name }) as FieldDeclaration;

const stored = {
  name: "Aroha",
  last_name: "Ngata",
  email: "aroha@example.com",
  phone: "021 123 4567",
  postcode: "6011",
  middle_name: "Mere",
  message: "old message",
  category: "Finance",
};

describe("stored customer", () => {
  it("remembers the spec's five fields: name, last_name, email, phone, postcode", () => {
    expect(STORED_CUSTOMER_FIELDS).toEqual(["name", "last_name", "email", "phone", "postcode"]);
    expect(toStoredCustomer(stored)).toEqual({
      name: "Aroha",
      last_name: "Ngata",
      email: "aroha@example.com",
      phone: "021 123 4567",
      postcode: "6011",
    });
  });

  it("reads back what local storage holds, ignoring junk", () => {
    expect(toStoredCustomer(JSON.stringify(stored)).email).toBe("aroha@example.com");
    expect(toStoredCustomer("{not json")).toEqual({});
    expect(toStoredCustomer(null)).toEqual({});
    expect(toStoredCustomer([1, 2])).toEqual({});
    expect(toStoredCustomer({ name: 42, email: { a: 1 }, phone: "  ", postcode: "x".repeat(100), last_name: " Ngata " })).toEqual({
      last_name: "Ngata",
    });
    expect(toStoredCustomer({ name: "x".repeat(10_000) })).toEqual({});
  });
});

describe("prefillFromStoredCustomer: a stored customer prefills only the five remembered fields", () => {
  const decl: FormDeclaration = {
    id: "enquiry",
    category: "General",
    steps: [
      { heading: "User Details", fields: [f("string", "name"), f("string", "middle_name"), f("string", "last_name"), f("email", "email")] },
      { heading: "More", fields: [f("phone", "phone"), f("textarea", "message"), f("select", "category"), f("hidden", "postcode")] },
    ],
  };

  it("fills the declared ones among the five, on every step", () => {
    expect(prefillFromStoredCustomer(decl, stored)).toEqual({
      name: "Aroha",
      last_name: "Ngata",
      email: "aroha@example.com",
      phone: "021 123 4567",
    });
  });

  it("fills nothing the form does not declare, and nothing from an empty store", () => {
    const small: FormDeclaration = { id: "x", category: "General", steps: [{ heading: "", fields: [f("postcode", "postcode")] }] };
    expect(prefillFromStoredCustomer(small, stored)).toEqual({ postcode: "6011" });
    expect(prefillFromStoredCustomer(decl, undefined)).toEqual({});
    expect(prefillFromStoredCustomer(decl, "")).toEqual({});
  });

  it("is not fooled by prototype names", () => {
    const odd: FormDeclaration = { id: "x", category: "General", steps: [{ heading: "", fields: [f("string", "toString"), f("string", "constructor")] }] };
    expect(prefillFromStoredCustomer(odd, JSON.parse('{"__proto__": {"name": "x"}, "toString": "y"}'))).toEqual({});
  });
});
