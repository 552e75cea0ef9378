package org.gridpuzzle.adapter.web.archfixture;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.gridpuzzle.app.Main;

/** Deliberately bad: an adapter that reaches back into the composition root to run a command. */
public final class SelfWiringOperation {

    public int run() {
        return Main.run(new String[] {"--version"}, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }
}
