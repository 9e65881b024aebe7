/** An element of htmlparser2's document: what each of the rich-text checks reads one at a time. */
import type { parseDocument } from 'htmlparser2';

export type DomNode = ReturnType<typeof parseDocument>['children'][number];
export type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;
