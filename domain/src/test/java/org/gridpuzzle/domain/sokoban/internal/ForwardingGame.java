package org.gridpuzzle.domain.sokoban.internal;

import org.gridpuzzle.domain.sokoban.internal.fess.FessGame;

/** A game that hands every call to another: the tests' and trials' mutations override the one they change. */
class ForwardingGame implements FessGame {

    private final FessGame game;

    ForwardingGame(FessGame game) {
        this.game = game;
    }

    @Override
    public void roots(RootSink sink) {
        game.roots(sink);
    }

    @Override
    public void listMoves(int state, MoveSink sink) {
        game.listMoves(state, sink);
    }

    @Override
    public int play(int state, int child) {
        return game.play(state, child);
    }

    @Override
    public boolean solved(int state) {
        return game.solved(state);
    }

    @Override
    public int compareCells(int a, int b) {
        return game.compareCells(a, b);
    }
}
