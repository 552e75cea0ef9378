package org.gridpuzzle.application.operation;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * An operation's request, stated once: its name ({@code genre/verb}, the web's path), the command line's path for it,
 * one line saying what it does, and its fields. Each genre lists its operations as the constants of one enum.
 *
 * @param operation {@code suguru/solve}: {@code POST /api/suguru/solve}
 * @param command {@code suguru/solve} for {@code gridpuzzle suguru solve}; {@code reach} for {@code gridpuzzle reach}
 */
public record OperationSpec(String operation, String command, String summary, List<FieldSpec> fields) {

    public OperationSpec {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(summary, "summary");
        fields = List.copyOf(fields);
    }

    /** An operation the command line runs under its own name ({@code suguru/solve} is {@code suguru solve}). */
    public static OperationSpec of(String operation, String summary, FieldSpec... fields) {
        return new OperationSpec(operation, operation, summary, List.of(fields));
    }

    /** The same operation under another command-line path. */
    public OperationSpec onCommand(String path) {
        return new OperationSpec(operation, path, summary, fields);
    }

    /** The field of that name; a front end asking for one the operation lacks is a bug. */
    public FieldSpec field(String name) {
        for (FieldSpec f : fields) {
            if (f.name().equals(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException(operation + " has no field " + name + "; it has " + fields.stream()
                .map(FieldSpec::name).collect(Collectors.joining(", ")));
    }

    /** The fields the web offers (all but the command line's own). */
    public List<FieldSpec> webFields() {
        return fields.stream().filter(f -> !f.commandLineOnly()).toList();
    }
}
