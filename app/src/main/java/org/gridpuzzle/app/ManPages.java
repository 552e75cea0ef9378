package org.gridpuzzle.app;

import java.io.File;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.gridpuzzle.clikit.Terminal;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the AsciiDoc man pages of the whole command tree (one page per command) into a folder; the build runs it
 * and Asciidoctor turns the pages into troff. Not part of the command line: picocli-codegen is a build-time
 * dependency only.
 */
public final class ManPages {

    private ManPages() {
    }

    public static void main(String[] args) throws IOException {
        write(args, Main.GRIDPUZZLE);
    }

    /** Writes the pages of the command line the wiring makes into the folder {@code args[0]}. */
    public static void write(String[] args, Main.Wiring wiring) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ManPages OUTDIR");
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        CommandLineComponent component = wiring.wire(new Terminal(out, err));
        int code = ManPageGenerator.generateManPage(new File(args[0]), null, new boolean[0], true,
                component.commands().whole().getCommandSpec());
        if (code != 0) {
            throw new IOException("the man page generator failed with code " + code);
        }
    }
}
