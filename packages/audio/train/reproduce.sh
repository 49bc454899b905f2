#!/bin/sh
# Reproduces the shipped weights (models/nada-mask) from the data, from the repository root or
# anywhere: training run 5, 384 features wide, from random weights. About two hours on two CPU
# cores. The argument is MIR-1K's Wavfile folder (see README.md).
set -eu
mir1k=${1:?usage: packages/audio/train/reproduce.sh DIR/dataset/mir-1k/Wavfile}
cd "$(dirname "$0")/../../.."
train=packages/audio/train/train.py
# Run 5 as it ran: 3,800 steps on one thread (beside the test command), then resumed on two threads
# up to step 7,400. The export is the best validation, step 6,300 (7.05 / 9.78 dB).
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 1 --steps 3800 --minutes 1000
/usr/bin/python3 "$train" --mir1k "$mir1k" --hidden 384 --seed 7 --threads 2 --steps 7400 --minutes 1000 --resume
