package org.gridpuzzle.app;

import java.io.PrintWriter;
import java.io.StringWriter;

/** One run of the real command line, with its exit code and both streams captured. */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        return on(Main.GRIDPUZZLE, args);
    }

    /** One run of the command line the wiring makes (the lab's tests run theirs). */
    public static CliRun on(Main.Wiring wiring, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), wiring);
        return new CliRun(code, out.toString(), err.toString());
    }

    public long errLines() {
        return err.lines().count();
    }
}
