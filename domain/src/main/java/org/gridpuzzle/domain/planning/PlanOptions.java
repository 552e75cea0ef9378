package org.gridpuzzle.domain.planning;

import org.gridpuzzle.domain.planning.internal.PlanCubes;
import org.gridpuzzle.domain.reachability.EncodingKind;

/**
 * How a level is planned: the strategy, the SAT encoding of the ascent, the most steps SAT asks about, whether the
 * game's implied constraints are added, and cube-and-conquer.
 *
 * @param strategy the strategy
 * @param encoding the reachability encoding of the ascent (the recipe descends with the path encoding)
 * @param maxSteps give up once every plan of at most this many steps is refuted
 * @param implied add the game's implied constraints
 * @param cubing cube-and-conquer for the sequential SAT questions ({@link Cubing#NONE} when null)
 */
public record PlanOptions(PlanStrategy strategy, EncodingKind encoding, int maxSteps, boolean implied, Cubing cubing) {

    /** The most steps SAT asks about when none is named. */
    public static final int DEFAULT_MAX_STEPS = 300;

    /**
     * Options as given, no cube-and-conquer when {@code cubing} is null.
     *
     * @param strategy the strategy
     * @param encoding the reachability encoding of the ascent
     * @param maxSteps give up once every plan of at most this many steps is refuted
     * @param implied add the game's implied constraints
     * @param cubing cube-and-conquer for the sequential SAT questions ({@link Cubing#NONE} when null)
     */
    public PlanOptions {
        cubing = cubing == null ? Cubing.NONE : cubing;
    }

    /**
     * Options without cube-and-conquer.
     *
     * @param strategy the strategy
     * @param encoding the reachability encoding of the ascent
     * @param maxSteps give up once every plan of at most this many steps is refuted
     * @param implied add the game's implied constraints
     */
    public PlanOptions(PlanStrategy strategy, EncodingKind encoding, int maxSteps, boolean implied) {
        this(strategy, encoding, maxSteps, implied, Cubing.NONE);
    }

    /**
     * The default options: {@link PlanStrategy#DEFAULT}, its own encoding, {@link #DEFAULT_MAX_STEPS}, implied.
     *
     * @return the default options, without cube-and-conquer
     */
    public static PlanOptions defaults() {
        return of(PlanStrategy.DEFAULT, null, DEFAULT_MAX_STEPS, true);
    }

    /**
     * These options with another strategy, the encoding kept.
     *
     * @param s the strategy
     * @return new options, the rest unchanged
     */
    public PlanOptions withStrategy(PlanStrategy s) {
        return new PlanOptions(s, encoding, maxSteps, implied, cubing);
    }

    /**
     * These options with another cube-and-conquer.
     *
     * @param c the cube-and-conquer ({@link Cubing#NONE} when null)
     * @return new options, the rest unchanged
     */
    public PlanOptions withCubing(Cubing c) {
        return new PlanOptions(strategy, encoding, maxSteps, implied, c);
    }

    /**
     * Options with the strategy's own encoding when none is named: path for sequential ascents (its formulas
     * are the smallest), tree for parallel ones (the strongest in the reachability paper's parallel runs).
     *
     * @param strategy the strategy
     * @param encodingOrNull the reachability encoding of the ascent, or null for the strategy's own
     * @param maxSteps give up once every plan of at most this many steps is refuted
     * @param implied add the game's implied constraints
     * @return options without cube-and-conquer
     */
    public static PlanOptions of(PlanStrategy strategy, EncodingKind encodingOrNull, int maxSteps, boolean implied) {
        EncodingKind e = encodingOrNull != null ? encodingOrNull
                : strategy == PlanStrategy.PARALLEL || strategy == PlanStrategy.RECIPE ? EncodingKind.TREE
                : EncodingKind.PATH;
        return new PlanOptions(strategy, e, maxSteps, implied);
    }

    /**
     * Cube-and-conquer ({@link PlanCubes}) for the sequential SAT questions.
     *
     * @param count split each question into at least this many cubes, solved one after another (1: no split)
     * @param horizon above 0: the run asks one question only, whether a plan of at most this many object moves starts
     *     as one of the cubes of {@code job}; a cube job of a refutation spread over {@code count} jobs
     * @param job 1 to count with a horizon (the cubes {@link PlanCubes#bucket} deals it); 0 for every cube of the split
     * @param search with a horizon: each cube is conquered by the game's A* from the position after its start, not by
     *     SAT: the same split, for a proof that resumes and spreads over a cluster
     */
    public record Cubing(int count, int horizon, int job, boolean search) {

        /** No split: each question asked whole. */
        public static final Cubing NONE = new Cubing(1, 0, 0);

        /**
         * A split without search.
         *
         * @param count split each question into at least this many cubes (1: no split)
         * @param horizon above 0: the bound of the one question a cube job asks; 0 for the whole split
         * @param job 1 to count with a horizon; 0 for every cube of the split
         */
        public Cubing(int count, int horizon, int job) {
            this(count, horizon, job, false);
        }

        /**
         * Checks the split.
         *
         * @param count split each question into at least this many cubes, 1 to {@link PlanCubes#MAX_CUBES}
         * @param horizon above 0: the bound of the one question a cube job asks; 0 for the whole split
         * @param job 1 to count with a horizon; 0 for every cube of the split
         * @param search conquer each cube by the game's A*; only with a horizon
         * @throws IllegalArgumentException if the count, the horizon and the job do not fit together
         */
        public Cubing {
            if (search && horizon == 0) {
                throw new IllegalArgumentException("cubes conquered by search decide one bound: name it");
            }
            if (count < 1 || count > PlanCubes.MAX_CUBES) {
                throw new IllegalArgumentException("the cubes must number 1 to " + PlanCubes.MAX_CUBES);
            }
            if (horizon < 0 || job < 0 || (horizon == 0 && job > 0) || job > count) {
                throw new IllegalArgumentException("a cube job names its horizon and its job (1 to " + count + ")");
            }
        }

        /**
         * Every sequential question split into {@code count} cubes in this process.
         *
         * @param count the cubes, 1 to {@link PlanCubes#MAX_CUBES}
         * @return the split
         */
        public static Cubing of(int count) {
            return new Cubing(count, 0, 0);
        }

        /**
         * One job of a refutation of f(horizon) spread over {@code count} jobs.
         *
         * @param horizon the bound refuted, above 0
         * @param job this job, 1 to count
         * @param count the jobs the refutation is spread over
         * @return the cube job
         */
        public static Cubing job(int horizon, int job, int count) {
            return new Cubing(count, horizon, job);
        }

        /**
         * The same split, its cubes conquered by the game's A*.
         *
         * @return the split by search
         * @throws IllegalArgumentException if this split has no horizon
         */
        public Cubing bySearch() {
            return new Cubing(count, horizon, job, true);
        }

        /**
         * Whether the questions are split at all.
         *
         * @return true for more than one cube or a cube job
         */
        public boolean splits() {
            return count > 1 || horizon > 0;
        }
    }
}
