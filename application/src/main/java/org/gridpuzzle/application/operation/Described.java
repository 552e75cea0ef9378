package org.gridpuzzle.application.operation;

/** A constant of a genre's operations: its spec, and its fields by name. */
public interface Described {

    OperationSpec spec();

    default FieldSpec field(String name) {
        return spec().field(name);
    }
}
