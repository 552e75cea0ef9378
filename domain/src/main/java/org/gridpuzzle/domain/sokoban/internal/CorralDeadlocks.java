package org.gridpuzzle.domain.sokoban.internal;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.gridpuzzle.domain.search.internal.MemoryAccount;

/**
 * Corral deadlocks proved by a small search and kept as patterns. A corral is a region of free floor the player
 * cannot reach; take only the boxes that touch it (its barrier) and drop every other box. Dropping boxes never makes a
 * push illegal (cells only become free), so a plan of the whole state, cut down to those boxes, still brings each of
 * them onto a goal: when a search over those boxes alone runs out of states without ever letting the player into
 * the corral or putting them all on goals, the state is dead. The boxes and the region the player walks in among
 * them are kept as a pattern; every later state that holds those boxes (and maybe more) with its player in that
 * region is the same lost position plus boxes, and is cut. The store takes at most a sixteenth of the search's
 * memory budget (then it keeps the patterns it has, and a proof still ends the state it was made in).
 */
final class CorralDeadlocks {

    /** The states one proof may visit: past it the corral counts as unproved (and is not tried again). */
    static final int PROOF_LIMIT = 2_000;
    /** Corrals fenced by more boxes are not tried (their proofs rarely finish within the limit). */
    static final int MAX_BOXES = 10;

    private final SokobanRoom room;
    private final MemoryAccount memory;
    private final long storeLimit;
    /** Test hook: the number of boxes each stored pattern leaves out (0; 1 is the mutation the tests must catch). */
    private final int dropped;
    private long storeBytes;
    private int[][] patternBoxes = new int[16][];
    private long[][] patternRegion = new long[16][];
    private int count;
    private final int[][] withCell;
    /**
     * Beside each entry of {@link #withCell}: the pattern's boxes in one word of the box bitset (the word holding most
     * of them), and that word's index. Most patterns fail on their boxes, and these are compared with the state's
     * bitset at once, without following the pattern's arrays (the check took a third of an A* run's time).
     */
    private final long[][] withMask;
    private final int[][] withWord;
    private final int[] withCellCount;
    private final TriedFences tried = new TriedFences();
    private final long[] zobrist;
    private final Corrals corrals;
    private final CorralProof proof;
    private long cuts;

    CorralDeadlocks(SokobanRoom room, MemoryAccount memory) {
        this(room, memory, 0);
    }

    CorralDeadlocks(SokobanRoom room, MemoryAccount memory, int dropped) {
        this(room, memory, dropped, memory.limit() / 16);
    }

    /**
     * One store for the searches of a portfolio, which take turns on one core (never two at once): a pattern one
     * proves cuts in all, and a fence one tried is not tried again. It has an account of its own.
     */
    static CorralDeadlocks shared(SokobanRoom room, long bytes) {
        return new CorralDeadlocks(room, MemoryAccount.open("the learned deadlocks", bytes), 0, bytes);
    }

    private CorralDeadlocks(SokobanRoom room, MemoryAccount memory, int dropped, long storeLimit) {
        this.room = room;
        this.memory = memory;
        this.storeLimit = storeLimit;
        this.dropped = dropped;
        this.withCell = new int[room.floors][];
        this.withMask = new long[room.floors][];
        this.withWord = new int[room.floors][];
        this.withCellCount = new int[room.floors];
        this.corrals = new Corrals(room);
        this.zobrist = new long[room.floors];
        SplittableRandom random = new SplittableRandom(0xC0DDA1L);
        for (int f = 0; f < room.floors; f++) {
            zobrist[f] = random.nextLong();
        }
        this.proof = new CorralProof(room, corrals);
        charge(4L * 5 * room.floors + 8L * room.floors + TriedFences.INITIAL_BYTES + 8L * 2 * patternBoxes.length);
    }

    /** The patterns learned so far. */
    int patterns() {
        return count;
    }

    /** The states {@link #matches} has cut. */
    long cuts() {
        return cuts;
    }

    /**
     * Whether a learned pattern holds in the state {@code occupied} with the player on {@code player}, looking only at
     * patterns with a box on {@code moved} (the cell a push just filled: other patterns were checked before it).
     */
    boolean matches(byte[] occupied, long[] boxBits, int moved, int player) {
        int[] ids = withCell[moved];
        long[] mask = withMask[moved];
        int[] word = withWord[moved];
        for (int k = 0; k < withCellCount[moved]; k++) {
            if ((boxBits[word[k]] & mask[k]) == mask[k] && holds(ids[k], occupied, player)) {
                cuts++;
                return true;
            }
        }
        return false;
    }

    /** Whether any learned pattern holds in the state (every pattern looked at: for tests). */
    boolean matchesAny(byte[] occupied, int player) {
        for (int p = 0; p < count; p++) {
            if (holds(p, occupied, player)) {
                return true;
            }
        }
        return false;
    }

    private boolean holds(int p, byte[] occupied, int player) {
        if ((patternRegion[p][player >>> 6] & 1L << player) == 0) {
            return false;
        }
        for (int b : patternBoxes[p]) {
            if (occupied[b] == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tries to prove the state dead by one of its corrals: the player's region is marked {@code reachStamp} in
     * {@code reach}. Returns whether it is dead (a corral was proved lost; its pattern is kept while the store has
     * room).
     */
    boolean learn(byte[] occupied, int[] reach, int reachStamp, int player) {
        corrals.begin();
        for (int start = 0; start < room.floors; start++) {
            if (!corrals.next(start, occupied, reach, reachStamp)) {
                continue;
            }
            int n = corrals.size();
            // each fence is tried once, whatever the player's region (a skipped attempt only loses a cut)
            if (n > MAX_BOXES || !corrals.unfinished() || !tried.add(hash(corrals.boxes, n), this::fits)) {
                continue;
            }
            int[] boxes = Arrays.copyOf(corrals.boxes, n);
            Arrays.sort(boxes);
            if (proof.dead(boxes, player)) {
                store(boxes, player);
                return true;
            }
        }
        return false;
    }

    private long hash(int[] boxes, int n) {
        long h = 0;
        for (int i = 0; i < n; i++) {
            h ^= zobrist[boxes[i]];
        }
        return h;
    }

    /** Charges bytes to the store when they fit in it; whether they did. */
    private boolean fits(long bytes) {
        if (storeBytes + bytes > storeLimit) {
            return false;
        }
        charge(bytes);
        return true;
    }

    /** Keeps the proved boxes and the player's region among them, while the store has room. */
    private void store(int[] boxes, int player) {
        int[] kept = Arrays.copyOf(boxes, boxes.length - Math.min(dropped, boxes.length - 1));
        long[] region = proof.region(boxes, player);
        long bytes = 4L * kept.length + 8L * region.length + 64 + 4L * kept.length;
        if (storeBytes + bytes > storeLimit) {
            return; // full: what is stored still cuts
        }
        charge(bytes);
        if (count == patternBoxes.length) {
            charge(8L * 2 * count);
            patternBoxes = Arrays.copyOf(patternBoxes, 2 * count);
            patternRegion = Arrays.copyOf(patternRegion, 2 * count);
        }
        patternBoxes[count] = kept;
        patternRegion[count] = region;
        int word = busiestWord(kept);
        long mask = 0;
        for (int b : kept) {
            if (b >>> 6 == word) {
                mask |= 1L << b;
            }
        }
        for (int b : kept) {
            if (withCell[b] == null || withCellCount[b] == withCell[b].length) {
                int length = withCell[b] == null ? 4 : 2 * withCell[b].length;
                charge(16L * length);
                withCell[b] = withCell[b] == null ? new int[length] : Arrays.copyOf(withCell[b], length);
                withWord[b] = withWord[b] == null ? new int[length] : Arrays.copyOf(withWord[b], length);
                withMask[b] = withMask[b] == null ? new long[length] : Arrays.copyOf(withMask[b], length);
            }
            withWord[b][withCellCount[b]] = word;
            withMask[b][withCellCount[b]] = mask;
            withCell[b][withCellCount[b]++] = count;
        }
        count++;
    }

    /** The word of the box bitset that holds most of these boxes (sorted, so runs of one word are adjacent). */
    private static int busiestWord(int[] boxes) {
        int best = boxes[0] >>> 6;
        int bestRun = 0;
        int run = 0;
        for (int i = 0; i < boxes.length; i++) {
            run = i > 0 && boxes[i] >>> 6 == boxes[i - 1] >>> 6 ? run + 1 : 1;
            if (run > bestRun) {
                bestRun = run;
                best = boxes[i] >>> 6;
            }
        }
        return best;
    }

    private void charge(long bytes) {
        memory.take(bytes);
        storeBytes += bytes;
    }
}
