package org.gridpuzzle.bootstrap;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.adapter.cli.Terminal;

/** Entry point of the {@code gridpuzzle} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs one command on the process's standard streams; returns the exit code. */
    public static int run(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return run(args, out, err);
    }

    /** Runs one command writing to the given streams; for tests and embedding. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        Terminal terminal = new Terminal(out, err);
        try {
            return DaggerGridpuzzleComponent.factory().create(terminal).commandLine().execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }
}
