package org.gridpuzzle.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.app.DaggerGridpuzzleComponent;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every web operation's request fields against its command's options: wherever both the OpenAPI document the server
 * serves and the command line state a default or the allowed values of the same option, they are equal (a field
 * {@code maxSteps} is the option {@code --max-steps} of the command named like the operation).
 */
class OptionContractTest {

    @Test
    void defaults_and_allowed_values_agree_between_the_command_line_and_the_served_openapi_document() {
        JsonNode schemas;
        try (WebClient web = WebClient.start(1, 4)) {
            schemas = web.get("/api/openapi.json").json().path("components").path("schemas");
        }
        CommandLine whole = DaggerGridpuzzleComponent.factory().create(new Terminal(new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()))).commands().whole();
        List<String> compared = new ArrayList<>();
        for (Iterator<String> names = schemas.fieldNames(); names.hasNext();) {
            String name = names.next();
            String[] op = name.split("_");
            if (op.length != 2 || !whole.getSubcommands().containsKey(op[0])
                    || !whole.getSubcommands().get(op[0]).getSubcommands().containsKey(op[1])) {
                continue; // answers and the server's own schemas
            }
            CommandLine command = whole.getSubcommands().get(op[0]).getSubcommands().get(op[1]);
            for (Map.Entry<String, JsonNode> field : iterable(schemas.path(name).path("properties").fields())) {
                OptionSpec option = command.getCommandSpec().findOption("--" + kebab(field.getKey()));
                if (option == null) {
                    continue;
                }
                JsonNode schema = field.getValue();
                String where = name + "." + field.getKey() + " / " + op[0] + " " + op[1] + " " + option.longestName();
                // the default picocli uses and help shows: the spec's, through the command line's default provider
                String cliDefault = option.defaultValueString();
                if (schema.has("default") && cliDefault != null && !cliDefault.equals("null")) {
                    assertThat(schema.get("default").asText()).as(where).isEqualTo(cliDefault);
                    compared.add(where + " default");
                }
                if (schema.has("enum") && option.completionCandidates() != null) {
                    TreeSet<String> web = new TreeSet<>();
                    schema.get("enum").forEach(v -> web.add(v.asText()));
                    TreeSet<String> cli = new TreeSet<>();
                    option.completionCandidates().forEach(cli::add);
                    assertThat(web).as(where).isEqualTo(cli);
                    compared.add(where + " values");
                }
            }
        }
        assertThat(compared).as("what was compared").contains(
                "sokoban_solve.strategy / sokoban solve --strategy default",
                "sokoban_solve.strategy / sokoban solve --strategy values",
                "snowman_solve.strategy / snowman solve --strategy values",
                "floodit_solve.beam / floodit solve --beam default",
                "suguru_count.limit / suguru count --limit default");
    }

    /**
     * The largest region of a generated Suguru, one rule on both front ends and in the document: 1 to 9, at least 4 for
     * a grid of two rows and columns (the command line said "between 4 and 64" below 4, and "between 1 and 9" above).
     */
    @Test
    void the_largest_region_is_one_rule_on_the_command_line_and_the_web() {
        for (String v : new String[] {"3", "10"}) {
            org.gridpuzzle.app.CliRun cli = org.gridpuzzle.app.CliRun.of("suguru", "generate", "--rows", "8", "--cols",
                    "8", "--max-region", v);
            assertThat(cli.exitCode()).as(cli.err()).isEqualTo(2);
            assertThat(cli.err()).contains(v.equals("3") ? "between 4 and 9, got 3" : "between 1 and 9, got 10")
                    .doesNotContain("64");
            try (WebClient web = WebClient.start(1, 4)) {
                assertThat(web.post("/api/suguru/generate", Map.of("rows", 8, "cols", 8, "maxRegion", Integer.parseInt(v)))
                        .expect(400).text("message")).endsWith(cli.err().strip().substring(cli.err().indexOf("between")));
            }
        }
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    private static <T> Iterable<T> iterable(Iterator<T> it) {
        return () -> it;
    }
}
