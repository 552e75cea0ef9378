package org.gridpuzzle.answer;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Answer documents as indented JSON text without a JSON library: records (their components in order), maps with text
 * keys, collections, arrays, text, numbers, booleans, enums and nulls, laid out exactly as Jackson's default pretty
 * printer lays them out ({@code AnswerJsonTest} holds the two side by side over every document). A command line that
 * prints {@code --json} after its time limit then loads and introspects nothing: Jackson's first document cost 0.2 s
 * of CPU and 580 classes, 0.5-1 s past {@code --timeout} on a busy machine. Anything else (a bean, an optional, a
 * record with annotations or getters of its own) is not written here: {@link #write} says so and the caller hands the
 * document to Jackson.
 */
final class JsonText {

    /** A value this writer does not lay out as Jackson would. */
    static final class Unsupported extends Exception {
        private static final long serialVersionUID = 1L;

        Unsupported(String what) {
            super(what, null, false, false);
        }
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    /** Jackson's pretty printer breaks lines with the system's line separator. */
    private static final String LINE = System.lineSeparator();
    /** Records checked once: their accessors in component order, or null when Jackson would see more in them. */
    private static final Map<Class<?>, Method[]> RECORDS = new ConcurrentHashMap<>();
    private static final Method[] NOT_PLAIN = new Method[0];

    private final StringBuilder out = new StringBuilder(1024);
    private int nesting;

    private JsonText() {
    }

    /** The document as Jackson's {@code INDENT_OUTPUT} writes it (no line end after it). */
    static String write(Object document) throws Unsupported {
        JsonText text = new JsonText();
        text.value(document);
        return text.out.toString();
    }

    private void value(Object v) throws Unsupported {
        if (v == null) {
            out.append("null");
        } else if (v instanceof String s) {
            string(s);
        } else if (v instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte
                || v instanceof BigInteger || v instanceof BigDecimal) {
            out.append(v);
        } else if (v instanceof Double d) {
            number(d);
        } else if (v instanceof Float f) {
            if (Float.isFinite(f)) {
                out.append(f.floatValue());
            } else {
                string(f.toString());
            }
        } else if (v instanceof Enum<?> e) {
            string(e.name());
        } else if (v instanceof Record r) {
            record(r);
        } else if (v instanceof Map<?, ?> m) {
            map(m);
        } else if (v instanceof Collection<?> c) {
            startArray();
            int i = 0;
            for (Object item : c) {
                separate(i++);
                value(item);
            }
            endArray();
        } else if (v.getClass().isArray() && !(v instanceof char[]) && !(v instanceof byte[])) {
            array(v);
        } else {
            throw new Unsupported(v.getClass().getName());
        }
    }

    private void number(double d) {
        if (Double.isFinite(d)) {
            out.append(d);
        } else {
            string(Double.toString(d)); // Jackson quotes NaN and the infinities
        }
    }

    private void array(Object array) throws Unsupported {
        int n = Array.getLength(array);
        startArray();
        for (int i = 0; i < n; i++) {
            separate(i);
            if (array instanceof int[] ints) {
                out.append(ints[i]);
            } else if (array instanceof long[] longs) {
                out.append(longs[i]);
            } else if (array instanceof double[] doubles) {
                number(doubles[i]);
            } else if (array instanceof boolean[] booleans) {
                out.append(booleans[i]);
            } else if (array instanceof Object[] objects) {
                value(objects[i]);
            } else {
                throw new Unsupported(array.getClass().getName());
            }
        }
        endArray();
    }

    private void startArray() {
        out.append('[');
    }

    private void separate(int index) {
        out.append(index == 0 ? " " : ", ");
    }

    /** {@code [ ]} empty, {@code [ 1, 2 ]} else: Jackson's arrays stay on their line. */
    private void endArray() {
        out.append(" ]");
    }

    private void record(Record r) throws Unsupported {
        Method[] accessors = RECORDS.computeIfAbsent(r.getClass(), JsonText::accessors);
        if (accessors == NOT_PLAIN) {
            throw new Unsupported(r.getClass().getName());
        }
        startObject();
        RecordComponent[] components = r.getClass().getRecordComponents();
        for (int i = 0; i < accessors.length; i++) {
            Object v;
            try {
                v = accessors[i].invoke(r);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new Unsupported(r.getClass().getName() + "." + components[i].getName());
            }
            field(i, components[i].getName());
            value(v);
        }
        endObject(accessors.length);
    }

    /**
     * A record's accessors, when its components are all Jackson sees in it: no annotations (Jackson's or any), and no
     * public {@code getX()} or {@code isX()} method besides them.
     */
    private static Method[] accessors(Class<?> type) {
        if (type.getAnnotations().length > 0) {
            return NOT_PLAIN;
        }
        RecordComponent[] components = type.getRecordComponents();
        Method[] accessors = new Method[components.length];
        for (int i = 0; i < components.length; i++) {
            Method m = components[i].getAccessor();
            if (components[i].getAnnotations().length > 0 || m.getAnnotations().length > 0) {
                return NOT_PLAIN;
            }
            try {
                m.setAccessible(true); // a record nested out of sight (package-private) is still a document
            } catch (RuntimeException e) {
                return NOT_PLAIN;
            }
            accessors[i] = m;
        }
        for (Method m : type.getMethods()) {
            String name = m.getName();
            boolean getter = m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers())
                    && m.getDeclaringClass() != Object.class && m.getDeclaringClass() != Record.class
                    && (name.startsWith("get") && name.length() > 3 || name.startsWith("is") && name.length() > 2);
            if (getter && Arrays.stream(components).noneMatch(c -> c.getName().equals(name))) {
                return NOT_PLAIN;
            }
        }
        return accessors;
    }

    private void map(Map<?, ?> m) throws Unsupported {
        startObject();
        int i = 0;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            if (!(e.getKey() instanceof String key)) {
                throw new Unsupported("a map key " + (e.getKey() == null ? "null" : e.getKey().getClass().getName()));
            }
            field(i++, key);
            value(e.getValue());
        }
        endObject(i);
    }

    private void startObject() {
        out.append('{');
        nesting++;
    }

    private void field(int index, String name) {
        if (index > 0) {
            out.append(',');
        }
        indent();
        string(name);
        out.append(" : ");
    }

    private void endObject(int count) {
        nesting--;
        if (count > 0) {
            indent();
        } else {
            out.append(' ');
        }
        out.append('}');
    }

    private void indent() {
        out.append(LINE);
        for (int i = 0; i < nesting; i++) {
            out.append("  ");
        }
    }

    /** As Jackson escapes: the quote, the backslash and control characters; everything else as it is. */
    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
