/**
 * A visitor: a class module, whose value is the class itself (`export =`).
 *
 * @module demo/Visitor
 */

import type { GreeterEvent } from "demo/Greeter";

/** Someone who comes to be greeted. Greet them with {@link demo/Greeter.greet}. */
declare class Visitor {
    /**
     * Creates a visitor.
     * @param name - The visitor's name.
     */
    constructor(name: string);
    /** The visitor's name. */
    name: string;
    /**
     * Waves back, and returns the visitor for chaining.
     * @param times - How often.
     * @returns This visitor; see {@link Visitor.name}.
     */
    wave(times: number): Visitor;
    /**
     * Listens to one of the {@link Visitor.VisitorEvents}.
     * @param name - The event name.
     * @param handler - The handler.
     */
    on<K extends keyof Visitor.VisitorEvents>(name: K, handler: Visitor.VisitorEvents[K]): this;
}

declare namespace Visitor {
    /** Events a {@link Visitor} triggers. */
    interface VisitorEvents {
        /**
         * The visitor left.
         *
         * @event
         * @param event - The event object.
         * @param visitor - Who left.
         * @param after - Minutes spent.
         */
        left: (event: GreeterEvent, visitor: Visitor, after: number) => void;
    }

    /** Options for {@link create}. */
    interface VisitorOptions {
        /** Whether they wave first. */
        wavesFirst?: boolean;
    }

    /**
     * Makes a visitor from options.
     * @param name - Their name.
     * @param options - See {@link VisitorOptions}.
     */
    function create(name: string, options?: VisitorOptions): Visitor;
}

export = Visitor;
