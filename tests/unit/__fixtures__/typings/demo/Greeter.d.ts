/**
 * A tiny module used to test the reference generator. Greetings are made for a
 * {@link demo/Visitor} and counted in {@link COUNT}.
 *
 * @example
 * ```js
 * const Greeter = brackets.getModule("demo/Greeter");
 * ```
 * @module demo/Greeter
 */

import type Visitor = require("demo/Visitor");

/** The event object every handler receives first. */
export interface GreeterEvent {
    /** Name of the event. */
    type: string;
}

/**
 * Says hello to someone, optionally loudly.
 *
 * @param name - Who to greet. Values like <b> stay text.
 * @param loud - Shout it.
 * @returns The greeting, e.g. `"Hello, Ada"`.
 * @example
 * ```js
 * greet("Ada");
 * ```
 */
export function greet(name: string, loud?: boolean): string;

/**
 * Greets a visitor and signs them into a book. See {@link demo/Visitor.wave} for what the visitor
 * does back, {@link Guestbook.sign | the signing method} for the book, and
 * {@link https://example.com/manners | a guide to manners}.
 *
 * @param visitor - Who came in.
 * @param book - Where to sign them in.
 * @returns The visitors greeted so far.
 */
export function welcome(visitor: Visitor, book?: Guestbook): Promise<Visitor[]>;

/** How many greetings were made. */
export const COUNT: number;

/** The visitor greeted last, if any. */
export const lastVisitor: Visitor | null;

/** Keeps a list of names. */
export class Guestbook {
    /** Creates an empty book. */
    constructor();
    /**
     * Adds a name.
     * @param name - The name to add.
     */
    sign(name: string): void;
    /**
     * @deprecated Use `sign` instead.
     */
    add(name: string): void;
    /** The visitors who signed, newest last. */
    visitors: Visitor[];
}

/** Events the Greeter module triggers. Listen with `Greeter.on(name, handler)`. */
export interface GreeterEvents {
    /**
     * Someone was greeted.
     *
     * @event
     * @param event - The event object.
     * @param visitor - Who was greeted.
     * @param loud - Whether it was shouted.
     */
    greeted: (event: GreeterEvent, visitor: Visitor, loud: boolean) => void;
    /**
     * The guest book is full; see {@link Guestbook.add}.
     *
     * @event
     * @param event - The event object.
     */
    bookFull: (event: GreeterEvent) => void;
}

/**
 * Subscribes to a Greeter event.
 *
 * @param name - One of the {@link GreeterEvents}.
 * @param handler - Called with the event's arguments.
 */
export function on<K extends keyof GreeterEvents>(name: K, handler: GreeterEvents[K]): void;
