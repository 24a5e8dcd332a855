// What web/element/view.js draws: a tree of nodes described as data.

/** Attribute values; a number is written as its text. */
export type Attributes = Record<string, string | number>;

/** A node view.draw() draws: a text, or [tag, attributes, children]. */
export type Drawing = string | [tag: string, attributes?: Attributes, children?: Drawing[]];
