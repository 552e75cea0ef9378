package org.gridpuzzle.answer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --json} is written without a JSON library, laid out exactly as Jackson lays it out: every answer document, with
 * sample values that reach every branch (escapes, nulls, empty and nested arrays, NaN), against Jackson itself; and
 * printing a document loads no Jackson at all (a command line prints it after its time limit).
 */
class AnswerJsonTest {

    /** Every document family of the module: each public record nested in them is an answer document. */
    private static final List<Class<?>> FAMILIES = List.of(PlanAnswers.class, SuguruAnswers.class, FloodItAnswers.class,
            ReachAnswers.class, SatAnswers.class);

    private static final String TRICKY = "a \"quoted\" \\ back/slash\n\t\r\b\f \u0001\u001b\u007f é ☃ \ud83d\ude00";

    private static List<Class<?>> documents() {
        List<Class<?>> out = new ArrayList<>();
        for (Class<?> family : FAMILIES) {
            Arrays.stream(family.getDeclaredClasses()).filter(Class::isRecord).forEach(out::add);
        }
        return out;
    }

    @Test
    void every_document_is_laid_out_as_jackson_lays_it_out() throws Exception {
        List<Class<?>> documents = documents();
        assertThat(documents).hasSizeGreaterThan(15);
        for (Class<?> type : documents) {
            for (int variant = 0; variant < 3; variant++) {
                Object document = sample(type, variant, 0);
                assertThat(AnswerJson.pretty(document)).as(type.getName() + " variant " + variant)
                        .isEqualTo(AnswerJson.jackson(document));
            }
        }
    }

    @Test
    void maps_lists_and_plain_values_as_jackson_writes_them() {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("error", "bad input");
        error.put("message", TRICKY);
        error.put("line", null);
        error.put("nested", Map.of());
        error.put("list", List.of(1L, 2.5, -0.0, Double.NaN, Double.NEGATIVE_INFINITY, 1e-9, 1e21, true, "x"));
        error.put("empty", List.of());
        error.put("floats", List.of(1.25f, Float.NaN));
        error.put("matrix", new int[][] {{1, 2}, {}, {3}});
        for (Object document : new Object[] {error, List.of(), Map.of(), "text", 3, List.of(Map.of("a", List.of()))}) {
            assertThat(AnswerJson.pretty(document)).as(String.valueOf(document)).isEqualTo(AnswerJson.jackson(document));
        }
    }

    /** A value that is not plain data (a path, here) still gets Jackson's text rather than a failure. */
    @Test
    void anything_else_is_left_to_jackson() {
        Map<String, Object> document = Map.of("file", Path.of("/tmp/x"));
        assertThat(AnswerJson.pretty(document)).isEqualTo(AnswerJson.jackson(document));
    }

    /**
     * Before: AnswerJson made its Jackson mappers when it was first used, so the first {@code --json} after a time
     * limit paid for loading and configuring Jackson (580 classes; 0.7-1.2 s past {@code --timeout} under load).
     */
    @Test
    void printing_a_document_needs_no_jackson() throws Throwable {
        List<URL> urls = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.contains("jackson")) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        try (URLClassLoader withoutJackson = new URLClassLoader(urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader())) {
            Class<?> level = withoutJackson.loadClass(PlanAnswers.Level.class.getName());
            Class<?> solve = withoutJackson.loadClass(PlanAnswers.Solve.class.getName());
            Object document = sample(solve, 1, 0);
            assertThat(document.getClass().getClassLoader()).isSameAs(withoutJackson);
            assertThat(level.getClassLoader()).isSameAs(withoutJackson);
            // a handle to the one method, as a call site links it (reflection would resolve every signature)
            MethodHandle pretty = MethodHandles.publicLookup().findStatic(
                    withoutJackson.loadClass(AnswerJson.class.getName()), "pretty",
                    MethodType.methodType(String.class, Object.class));
            String text = (String) pretty.invoke(document);
            assertThat(text).isEqualTo(AnswerJson.jackson(sample(PlanAnswers.Solve.class, 1, 0)));
            try {
                withoutJackson.loadClass("com.fasterxml.jackson.databind.ObjectMapper");
                throw new AssertionError("the class path of this check still has Jackson");
            } catch (ClassNotFoundException expected) {
                // as intended: the document above was printed without it
            }
        }
    }

    /** A record filled with sample values: variant 0 full, 1 with other values, 2 with nulls and empty lists. */
    private static Object sample(Class<?> type, int variant, int depth) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = value(components[i].getGenericType(), variant, depth, i);
        }
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(values);
    }

    private static Object value(Type type, int variant, int depth, int index) throws Exception {
        Class<?> raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        boolean empty = variant == 2;
        if (raw == String.class) {
            return empty ? null : variant == 0 ? TRICKY : "plain " + index;
        } else if (raw == int.class) {
            return variant == 0 ? 7 + index : -3;
        } else if (raw == Integer.class) {
            return empty ? null : 42;
        } else if (raw == long.class || raw == Long.class) {
            return variant == 0 ? 1L << 40 : -1L;
        } else if (raw == double.class || raw == Double.class) {
            return switch (variant) {
                case 0 -> 645.326797;
                case 1 -> Double.NaN;
                default -> 0.1 + 0.2;
            };
        } else if (raw == boolean.class || raw == Boolean.class) {
            return variant != 1;
        } else if (raw.isArray()) {
            Object array = Array.newInstance(raw.getComponentType(), empty || depth > 2 ? 0 : 3);
            for (int i = 0; i < Array.getLength(array); i++) {
                // the second item of a nested array is an empty one
                Array.set(array, i, value(raw.getComponentType(), i == 1 ? 2 : variant, depth + 1, i));
            }
            return array;
        } else if (List.class.isAssignableFrom(raw)) {
            Type item = ((ParameterizedType) type).getActualTypeArguments()[0];
            if (empty || depth > 2) {
                return List.of();
            }
            return Arrays.asList(value(item, variant, depth + 1, 0), value(item, (variant + 1) % 3, depth + 1, 1));
        } else if (Map.class.isAssignableFrom(raw)) {
            Type item = ((ParameterizedType) type).getActualTypeArguments()[1];
            Map<String, Object> m = new LinkedHashMap<>();
            if (!empty) {
                m.put("first", value(item, variant, depth + 1, 0));
                m.put(TRICKY, value(item, 2, depth + 1, 1));
            }
            return m;
        } else if (raw.isRecord()) {
            return depth > 2 ? null : sample(raw, variant, depth + 1);
        } else if (raw.isEnum()) {
            return raw.getEnumConstants()[0];
        }
        throw new AssertionError("no sample for " + type + ": add one");
    }
}
