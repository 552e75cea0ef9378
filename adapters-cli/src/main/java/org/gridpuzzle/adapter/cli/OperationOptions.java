package org.gridpuzzle.adapter.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.gridpuzzle.application.catalogue.AllOperations;
import org.gridpuzzle.application.operation.FieldKind;
import org.gridpuzzle.application.operation.FieldSpec;
import org.gridpuzzle.application.operation.OperationSpec;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The command line's side of the operations' specs: an option {@code --max-steps} of {@code sokoban solve} is the
 * field {@code maxSteps} of the operation {@code sokoban/solve}, so its default comes from the spec (picocli asks
 * this provider, and help shows it as {@code ${DEFAULT-VALUE}}) and its range is checked from the spec before the
 * command runs. No option states a default or a range of its own.
 */
final class OperationOptions implements CommandLine.IDefaultValueProvider {

    private final Map<String, OperationSpec> operations;

    OperationOptions() {
        this(AllOperations.byCommand());
    }

    /** @param operations by the command's path ({@code suguru/solve}, {@code reach}) */
    OperationOptions(Map<String, OperationSpec> operations) {
        this.operations = Map.copyOf(operations);
    }

    @Override
    public String defaultValue(ArgSpec arg) {
        return field(arg).map(FieldSpec::defaultValue).orElse(null);
    }

    /** The spec's field behind an option, if its command is an operation and the option one of its fields. */
    Optional<FieldSpec> field(ArgSpec arg) {
        // an option of many values (sokoban solve's --level N|TITLE...) is no field's: fits() takes scalars only
        if (!(arg instanceof OptionSpec option)) {
            return Optional.empty();
        }
        OperationSpec op = operations.get(operation(arg.command()));
        if (op == null) {
            return Optional.empty();
        }
        String name = camel(option.longestName());
        return op.fields().stream().filter(f -> f.name().equals(name) && fits(f, option)).findFirst();
    }

    /** Every ranged option of the command that runs, as given or defaulted, within its field's range. */
    void check(ParseResult parsed) {
        List<CommandLine> chain = parsed.asCommandLineList();
        CommandSpec command = chain.get(chain.size() - 1).getCommandSpec();
        for (OptionSpec option : command.options()) {
            Optional<FieldSpec> field = field(option);
            if (field.isPresent() && field.get().kind() == FieldKind.INTEGER) {
                Long n = number(option.getValue());
                if (n != null) {
                    field.get().check(n);
                }
            }
        }
    }

    /** {@code gridpuzzle sokoban solve} is {@code sokoban/solve}. */
    private static String operation(CommandSpec spec) {
        String path = spec == null ? "" : spec.qualifiedName("/");
        int slash = path.indexOf('/');
        return slash < 0 ? "" : path.substring(slash + 1);
    }

    /**
     * An option's value as a number: an int or long option's, or a text option's that is written as a number (a
     * {@code N|TITLE} option given {@code 0}); null otherwise.
     */
    private static Long number(Object value) {
        if (value instanceof Number n) {
            return n.longValue();
        }
        if (value instanceof String s && s.strip().matches("-?[0-9]{1,18}")) {
            return Long.valueOf(s.strip());
        }
        return null;
    }

    private static boolean fits(FieldSpec f, OptionSpec option) {
        Class<?> t = option.type();
        return switch (f.kind()) {
            // a text option of an integer field takes a number or a name instead (sokoban check's --level N|TITLE):
            // the number is the field's, with its default and its range
            case INTEGER -> t == int.class || t == Integer.class || t == long.class || t == Long.class
                    || t == String.class && option.paramLabel().startsWith("N|");
            // a picocli flag is off until given: a field on by default is the command line's --no-NAME instead
            case FLAG -> (t == boolean.class || t == Boolean.class) && !"true".equals(f.defaultValue());
            case TEXT -> t == String.class;
            case CHOICE -> t.isEnum() || t == String.class;
            default -> false;
        };
    }

    /** {@code --max-steps} is {@code maxSteps}. */
    static String camel(String option) {
        String[] parts = option.replaceFirst("^-+", "").split("-");
        StringBuilder b = new StringBuilder(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            b.append(parts[i].substring(0, 1).toUpperCase(Locale.ROOT)).append(parts[i].substring(1));
        }
        return b.toString();
    }
}
