package org.gridpuzzle.clikit;

import org.gridpuzzle.domain.planning.PlanStrategy;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.domain.floodit.Mode;
import org.gridpuzzle.domain.floodit.ExactAlgorithm;
import org.gridpuzzle.domain.reachability.EncodingKind;
import org.gridpuzzle.domain.suguru.Difficulty;

/** The picocli converters of the enum options shared by the command families. */
public final class Converters {

    private Converters() {
    }

    /** {@code --mode fixed|free}. */
    public static final class FloodItMode extends LabelledEnumConverter<Mode> {
        public FloodItMode() {
            super(Mode.class, "mode");
        }
    }

    /** {@code --algorithm auto|two-row|path|two-colour|search}. */
    public static final class Algorithm extends LabelledEnumConverter<ExactAlgorithm> {
        public Algorithm() {
            super(ExactAlgorithm.class, "algorithm");
        }
    }

    /** {@code --solver auto|fast|paper|strip}. */
    public static final class Solver extends LabelledEnumConverter<SolverChoice> {
        public Solver() {
            super(SolverChoice.class, "solver");
        }
    }

    /** {@code --grade easy|medium|hard|expert}. */
    public static final class Grade extends LabelledEnumConverter<Difficulty> {
        public Grade() {
            super(Difficulty.class, "grade");
        }
    }

    /** {@code --encoding dag|path|tree}. */
    public static final class Encoding extends LabelledEnumConverter<EncodingKind> {
        public Encoding() {
            super(EncodingKind.class, "encoding");
        }
    }

    /** {@code --backend sat|asp}. */
    public static final class Backend extends LabelledEnumConverter<PlanBackend.Kind> {
        public Backend() {
            super(PlanBackend.Kind.class, "backend");
        }
    }

    /** {@code --strategy sequential|parallel|recipe|agent-moves}. */
    public static final class Strategy extends LabelledEnumConverter<PlanStrategy> {
        public Strategy() {
            super(PlanStrategy.class, "strategy");
        }
    }
}

