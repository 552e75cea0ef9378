package org.gridpuzzle.adapter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.Arrays;
import org.gridpuzzle.domain.grid.IntGrid;

/** {@code --json} output: one JSON document per command on stdout. */
public final class JsonOutput {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonOutput() {
    }

    public static void print(PrintWriter out, Object value) {
        out.print(text(value));
    }

    /** The document as indented JSON text. */
    public static String text(Object value) {
        try {
            return MAPPER.writeValueAsString(value) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** Row-major values as rows of numbers. */
    public static int[][] rows(int[] values, int cols) {
        int[][] rows = new int[values.length / cols][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = Arrays.copyOfRange(values, r * cols, (r + 1) * cols);
        }
        return rows;
    }

    /** A grid as rows of numbers. */
    public static int[][] rows(IntGrid grid) {
        return grid.toRows();
    }
}
