package org.gridpuzzle.application.archfixture;

import org.gridpuzzle.domain.archfixture.PrintingSolver;

/** Deliberately bad: an application class that uses picocli and Dagger, injects a field and closes a cycle. */
public class CyclingService {

    @jakarta.inject.Inject
    PrintingSolver solver;

    public picocli.CommandLine commandLine(dagger.Lazy<String> name) {
        return new picocli.CommandLine(solver);
    }
}
