package org.gridpuzzle.domain.floodit;

/** The exact algorithm a caller asks for; {@link #AUTO} lets the board's shape and colours decide. */
public enum ExactAlgorithm {
    /** The polynomial or fixed-parameter algorithm the board admits, else the general search. */
    AUTO,
    /** Two rows or two columns: the Meeks–Scott programme (Free), the span-and-pocket search (Fixed). */
    TWO_ROW,
    /** One row or one column: the interval programme over runs (Free only). */
    PATH,
    /** A palette of two colours: the radius of the component graph (Free only). */
    TWO_COLOUR,
    /** The general exact search: iterative deepening (Free), A* (Fixed). */
    SEARCH
}
