package org.gridpuzzle.experiment.service.archfixture;

import org.gridpuzzle.experiment.adapter.results.archfixture.MeasuringDatabase;

/** Deliberately bad: a measuring service that uses an adapter instead of a port. */
public final class DatabaseOpeningService {

    public long memory() {
        return new MeasuringDatabase().memory();
    }
}
