package org.gridpuzzle.sat4j.archfixture;

import org.gridpuzzle.application.port.out.ProgressPort;

/** Deliberately bad: the Sat4j jar reaching into the application's ports, which a library user does not have. */
public class ReportingSolver {

    public void solve(ProgressPort progress) {
        progress.report("sat4j", "solving");
    }
}
