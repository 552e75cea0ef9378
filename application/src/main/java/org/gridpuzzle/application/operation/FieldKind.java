package org.gridpuzzle.application.operation;

/** What a request field holds, as a front end reads and documents it. */
public enum FieldKind {
    /** A text. */
    TEXT,
    /** A whole number, within the field's range when it has one. */
    INTEGER,
    /** On or off. */
    FLAG,
    /** One of the field's allowed values (labels, lower case with '-'). */
    CHOICE,
    /** A cell: [row, col] counted from 1. */
    CELL,
    /** A list of cells. */
    CELLS,
    /** Rows of whole numbers. */
    ROWS,
    /** A list of whole numbers, each within the field's range. */
    INTEGERS
}
